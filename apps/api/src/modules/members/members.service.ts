import type {
  AddMemberBody,
  CommunityStats,
  DashboardStats,
  Membership,
  Role,
  StatsFilter,
  UserLookup,
} from '@koinonia/shared/members/members.schemas';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { paginated } from '../../lib/pagination.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './members.queries.ts';

export function toMembership(row: q.MembershipRow): Membership {
  return {
    id: row.id,
    role: row.role,
    isActive: row.isActive,
    joinedAt: row.joinedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: {
      id: row.userId,
      name: row.userName,
      email: row.userEmail,
      documentNumber: row.userDocumentNumber,
      phone: row.userPhone,
      createdAt: row.userCreatedAt.toISOString(),
      memberSince: row.joinedAt.toISOString(),
    },
    community: { name: row.communityName },
  };
}

export async function listMembers(
  db: Db,
  caller: Caller,
  query: { search?: string; includeInactive?: boolean; filter?: StatsFilter; page: number; limit: number },
) {
  const { rows, total } = await q.listMemberships(db, caller.communityId, query);
  return paginated(rows.map(toMembership), total, query);
}

async function membershipOrThrow(db: Tx, caller: Caller, membershipId: string) {
  const row = isUuid(membershipId) ? await q.findMembership(db, caller.communityId, membershipId) : undefined;
  if (!row) throw new AppError('MEMBERSHIP_NOT_FOUND');
  return row;
}

export async function memberDetails(db: Db, caller: Caller, userId: string): Promise<Membership> {
  const row = isUuid(userId) ? await q.findMembershipByUser(db, caller.communityId, userId) : undefined;
  if (!row) throw new AppError('MEMBERSHIP_NOT_FOUND');
  return toMembership(row);
}

export async function lookupUser(db: Db, caller: Caller, documentNumber: string): Promise<UserLookup> {
  const user = await q.findUserByDocument(db, documentNumber.trim());
  if (!user) throw new AppError('USER_NOT_FOUND');
  const membership = await q.findMembershipByUser(db, caller.communityId, user.id);
  return {
    ...user,
    membership: membership
      ? { id: membership.id, role: membership.role, isActive: membership.isActive }
      : null,
  };
}

/** Adds a registered user to the community; a former (inactive) member comes back with the chosen role. */
export function addMember(db: Db, caller: Caller, body: AddMemberBody): Promise<Membership> {
  return db.transaction(async (tx) => {
    const user = await q.findUserByDocument(tx, body.documentNumber);
    if (!user) throw new AppError('USER_NOT_FOUND');
    const existing = await q.findMembershipByUser(tx, caller.communityId, user.id);
    let membershipId: string;
    if (existing?.isActive) throw new AppError('ALREADY_ACTIVE_MEMBER');
    if (existing) {
      await q.updateMembership(tx, existing.id, { role: body.role, isActive: true, joinedAt: new Date() });
      membershipId = existing.id;
    } else {
      membershipId = await q.insertMembership(tx, {
        communityId: caller.communityId,
        userId: user.id,
        role: body.role,
      });
    }
    return toMembership((await q.findMembership(tx, caller.communityId, membershipId))!);
  });
}

/** Refuses a change that would leave the community without an active pastor. */
async function assertKeepsAPastor(tx: Tx, caller: Caller, target: q.MembershipRow) {
  if (target.role !== 'COMMUNITY_ADMIN' || !target.isActive) return;
  const pastors = await q.lockActivePastors(tx, caller.communityId);
  if (pastors.filter((id) => id !== target.id).length === 0) throw new AppError('LAST_PASTOR');
}

export function changeRole(db: Db, caller: Caller, membershipId: string, role: Role): Promise<Membership> {
  return db.transaction(async (tx) => {
    const target = await membershipOrThrow(tx, caller, membershipId);
    if (target.role === role) return toMembership(target);
    if (target.id === caller.membershipId) throw new AppError('SELF_ROLE_CHANGE');
    await assertKeepsAPastor(tx, caller, target);
    await q.updateMembership(tx, target.id, { role });
    return toMembership((await q.findMembership(tx, caller.communityId, target.id))!);
  });
}

export function deactivate(db: Db, caller: Caller, membershipId: string): Promise<Membership> {
  return db.transaction(async (tx) => {
    const target = await membershipOrThrow(tx, caller, membershipId);
    if (target.id === caller.membershipId) throw new AppError('SELF_DEACTIVATION');
    if (!target.isActive) throw new AppError('ALREADY_INACTIVE');
    await assertKeepsAPastor(tx, caller, target);
    await q.updateMembership(tx, target.id, { isActive: false });
    return toMembership((await q.findMembership(tx, caller.communityId, target.id))!);
  });
}

export function reactivate(db: Db, caller: Caller, membershipId: string): Promise<Membership> {
  return db.transaction(async (tx) => {
    const target = await membershipOrThrow(tx, caller, membershipId);
    if (target.isActive) throw new AppError('ALREADY_ACTIVE');
    await q.updateMembership(tx, target.id, { isActive: true });
    return toMembership((await q.findMembership(tx, caller.communityId, target.id))!);
  });
}

export async function dashboardStats(db: Db, caller: Caller, communityId: string): Promise<DashboardStats> {
  if (communityId !== caller.communityId) throw new AppError('COMMUNITY_NOT_FOUND');
  const c = await q.membershipCounts(db, caller.communityId);
  return {
    totalUsuarios: c.total,
    oficiales: c.pastores + c.ayudantes + c.miembros,
    invitados: c.invitados,
    miembrosInactivados: c.inactive,
    desgloseRolesActivos: { pastores: c.pastores, ayudantes: c.ayudantes, miembros: c.miembros },
  };
}

export async function communityStats(db: Db, caller: Caller): Promise<CommunityStats> {
  const c = await q.membershipCounts(db, caller.communityId);
  return {
    totalMembers: c.total,
    activeMembers: c.active,
    inactiveMembers: c.inactive,
    byRole: {
      COMMUNITY_ADMIN: c.pastores,
      SECTION_ADMIN: c.ayudantes,
      MEMBER: c.miembros,
      GUEST: c.invitados,
    },
    newThisMonth: c.newThisMonth,
  };
}
