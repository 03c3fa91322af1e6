import type {
  AddMemberBody,
  CommunityStats,
  DashboardStats,
  LeaderOption,
  Membership,
  MembersPage,
  Role,
  StatsFilter,
  UserLookup,
  userProfileSchema,
} from '@koinonia/shared/members/members.schemas';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { withJsonItems } from '../../lib/json-items.ts';
import { paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { type Limit, withinLimit } from '../../lib/throttle.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as lists from './member-lists.queries.ts';
import * as q from './members.queries.ts';
import { findUserProfile } from './profile.queries.ts';

/** A membership as it answers, read in `db` (a write's transaction: what it just wrote). */
async function readMembership(db: Tx, caller: Caller, membershipId: string) {
  const item = await lists.membershipModel.read(db, { communityId: caller.communityId }, membershipId);
  if (!item) throw new AppError('MEMBERSHIP_NOT_FOUND');
  return item;
}

export async function listMembers(
  { db }: ServiceDeps,
  caller: Caller,
  query: { search?: string; includeInactive?: boolean; filter?: StatsFilter; page: number; limit: number },
) {
  const { items, total } = await lists.listMemberships(db, caller.communityId, query);
  return withJsonItems<MembersPage>({ pagination: paginated([], total, query).pagination }, items);
}

async function membershipOrThrow(db: Tx, caller: Caller, membershipId: string) {
  const row = isUuid(membershipId)
    ? await q.findMembership(db, { communityId: caller.communityId, membershipId })
    : undefined;
  if (!row) throw new AppError('MEMBERSHIP_NOT_FOUND');
  return row;
}

export async function memberDetails(
  { db }: ServiceDeps,
  caller: Caller,
  userId: string,
): Promise<Membership> {
  const row = isUuid(userId)
    ? await q.findMembershipByUser(db, { communityId: caller.communityId, userId })
    : undefined;
  const item = row && (await lists.membershipModel.one(db, { communityId: caller.communityId }, row.id));
  if (!item) throw new AppError('MEMBERSHIP_NOT_FOUND');
  return item;
}

/**
 * Finds a registered person to add them: only what that needs (name, a partly masked email to
 * recognise them, and whether they already belong here), limited per pastor account, and written
 * to the audit log whether or not someone was found.
 */
export async function lookupUser(
  { db }: ServiceDeps,
  caller: Caller,
  documentNumber: string,
  limit: Limit,
): Promise<UserLookup> {
  if (!(await withinLimit(db, `lookup:${caller.userId}`, limit)))
    throw new AppError('TOO_MANY_ATTEMPTS_LATER');
  const document = documentNumber.trim();
  const user = await q.findUserByDocument(db, document);
  const membership = user
    ? await q.findMembershipByUser(db, { communityId: caller.communityId, userId: user.id })
    : undefined;
  await audit(db, caller, {
    action: 'lookup',
    objectType: 'user',
    objectId: user?.id ?? null,
    changes: { documentNumber: document, found: !!user },
  });
  if (!user) throw new AppError('USER_NOT_FOUND');
  return {
    name: user.name,
    emailHint: maskEmail(user.email),
    documentNumber: user.documentNumber,
    membership: membership
      ? { id: membership.id, role: membership.role, isActive: membership.isActive }
      : null,
  };
}

/**
 * Makes `userId` an active member of `communityId` with `role`: a new membership, or a former (inactive)
 * one active again, with a new join date. Answers its id and whether it came back.
 */
async function putMembership(
  tx: Tx,
  { communityId, userId, role }: { communityId: string; userId: string; role: Role },
  existing: q.MembershipRow | undefined,
  alreadyActive: 'ALREADY_ACTIVE_MEMBER' | 'ALREADY_MEMBER',
) {
  if (existing?.isActive) throw new AppError(alreadyActive);
  if (existing) {
    const values = { role, isActive: true, joinedAt: new Date() };
    const key = { communityId, membershipId: existing.id };
    if (!(await q.updateMembership(tx, { ...key, values, whenActive: false })))
      throw new AppError(alreadyActive);
    return existing.id;
  }
  // Two concurrent adds both get here: the unique (community, user) index refuses the second,
  // and the error handler answers it ALREADY_ACTIVE_MEMBER.
  return q.insertMembership(tx, { communityId, userId, role });
}

/** Adds a registered user to the community; a former (inactive) member comes back with the chosen role. */
export function addMember({ db }: ServiceDeps, caller: Caller, body: AddMemberBody): Promise<Membership> {
  return db.transaction(async (tx) => {
    const user = await q.findUserByDocument(tx, body.documentNumber);
    if (!user) throw new AppError('USER_NOT_FOUND');
    const existing = await q.findMembershipByUser(tx, { communityId: caller.communityId, userId: user.id });
    const target = { communityId: caller.communityId, userId: user.id, role: body.role };
    const membershipId = await putMembership(tx, target, existing, 'ALREADY_ACTIVE_MEMBER');
    await audit(tx, caller, {
      action: existing ? 'reactivate' : 'create',
      objectType: 'membership',
      objectId: membershipId,
      changes: { user: user.name, documentNumber: user.documentNumber, role: body.role },
    });
    return readMembership(tx, caller, membershipId);
  });
}

/**
 * A signed-in person joins a community by invitation, inside the invitation's transaction: refused
 * before `claim` counts the use when already an active member (ALREADY_MEMBER) or when a pastor
 * deactivated them (REMOVED_FROM_COMMUNITY: an invitation never undoes a pastor's removal); logged as
 * done by the person.
 */
export async function joinCommunity(
  tx: Tx,
  person: Omit<Caller, 'membershipId'>,
  invitationId: string,
  claim: () => Promise<void>,
): Promise<Membership> {
  const { communityId, userId, role } = person;
  const existing = await q.findMembershipByUser(tx, { communityId, userId });
  if (existing?.isActive) throw new AppError('ALREADY_MEMBER');
  if (existing) throw new AppError('REMOVED_FROM_COMMUNITY');
  await claim();
  // The same person joining twice at once: the second waited on the invitation's lock in `claim`, and
  // now sees the first one's membership.
  if (await q.findMembershipByUser(tx, { communityId, userId })) throw new AppError('ALREADY_MEMBER');
  const membershipId = await putMembership(tx, { communityId, userId, role }, undefined, 'ALREADY_MEMBER');
  const actor: Caller = { ...person, membershipId };
  await audit(tx, actor, {
    action: 'create',
    objectType: 'membership',
    objectId: membershipId,
    changes: { user: person.name, role, invitation: invitationId },
  });
  return readMembership(tx, actor, membershipId);
}

/** Refuses a change that would leave the community without an active pastor. */
async function assertKeepsAPastor(tx: Tx, caller: Caller, target: q.MembershipRow) {
  if (target.role !== 'COMMUNITY_ADMIN' || !target.isActive) return;
  const pastors = await q.lockActivePastors(tx, caller.communityId);
  if (pastors.filter((id) => id !== target.id).length === 0) throw new AppError('LAST_PASTOR');
}

export function changeRole(
  { db }: ServiceDeps,
  caller: Caller,
  membershipId: string,
  role: Role,
): Promise<Membership> {
  return db.transaction(async (tx) => {
    const target = await membershipOrThrow(tx, caller, membershipId);
    if (target.role === role) return readMembership(tx, caller, target.id);
    if (target.id === caller.membershipId) throw new AppError('SELF_ROLE_CHANGE');
    await assertKeepsAPastor(tx, caller, target);
    const key = { communityId: caller.communityId, membershipId: target.id };
    await q.updateMembership(tx, { ...key, values: { role } });
    await audit(tx, caller, {
      action: 'update',
      objectType: 'membership',
      objectId: target.id,
      changes: { user: target.userName, role: { from: target.role, to: role } },
    });
    return readMembership(tx, caller, target.id);
  });
}

export function deactivate({ db }: ServiceDeps, caller: Caller, membershipId: string): Promise<Membership> {
  return db.transaction(async (tx) => {
    const target = await membershipOrThrow(tx, caller, membershipId);
    if (target.id === caller.membershipId) throw new AppError('SELF_DEACTIVATION');
    if (!target.isActive) throw new AppError('ALREADY_INACTIVE');
    await assertKeepsAPastor(tx, caller, target);
    const key = { communityId: caller.communityId, membershipId: target.id };
    if (!(await q.updateMembership(tx, { ...key, values: { isActive: false }, whenActive: true })))
      throw new AppError('ALREADY_INACTIVE');
    await audit(tx, caller, {
      action: 'deactivate',
      objectType: 'membership',
      objectId: target.id,
      changes: { user: target.userName, isActive: { from: true, to: false } },
    });
    return readMembership(tx, caller, target.id);
  });
}

export function reactivate({ db }: ServiceDeps, caller: Caller, membershipId: string): Promise<Membership> {
  return db.transaction(async (tx) => {
    const target = await membershipOrThrow(tx, caller, membershipId);
    if (target.isActive) throw new AppError('ALREADY_ACTIVE');
    // Conditional: of concurrent reactivations, only the first changes the row; the rest get 409.
    const key = { communityId: caller.communityId, membershipId: target.id };
    if (!(await q.updateMembership(tx, { ...key, values: { isActive: true }, whenActive: false })))
      throw new AppError('ALREADY_ACTIVE');
    await audit(tx, caller, {
      action: 'reactivate',
      objectType: 'membership',
      objectId: target.id,
      changes: { user: target.userName, isActive: { from: false, to: true } },
    });
    return readMembership(tx, caller, target.id);
  });
}

export async function dashboardStats(
  { db }: ServiceDeps,
  caller: Caller,
  communityId: string,
): Promise<DashboardStats> {
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

export async function communityStats({ db }: ServiceDeps, caller: Caller): Promise<CommunityStats> {
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

/** The signed-in user's profile, with their role in the community they signed in with. */
export async function userProfile(
  { db }: ServiceDeps,
  caller: Caller,
): Promise<z.output<typeof userProfileSchema>> {
  const row = await findUserProfile(db, { communityId: caller.communityId, userId: caller.userId });
  if (!row) throw new AppError('UNAUTHORIZED');
  const { communityName, ...user } = row;
  return {
    ...user,
    role: caller.role,
    communityId: caller.communityId,
    community: { id: caller.communityId, name: communityName },
  };
}

/** The leader options of a group form: the community's active members. */
export function leaderOptions(
  { db }: ServiceDeps,
  caller: Caller,
  query: { search?: string; limit: number },
): Promise<LeaderOption[]> {
  return lists.leaderOptions(db, caller.communityId, query);
}

/** 'maria.lopez@correo.com' → 'ma•••••••••@c•••••.com': enough to recognise, not to contact. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  // A short name shows nothing of itself; a longer one its first one or two characters.
  const shown = local.length <= 2 ? '' : local.slice(0, Math.min(2, local.length - 2));
  // The domain keeps its first letter and its ending ('g••••.com'): a personal domain names the person.
  const dot = domain.lastIndexOf('.');
  const name = dot > 0 ? domain.slice(0, dot) : domain;
  const maskedDomain = `${name.slice(0, 1)}${'•'.repeat(Math.max(3, name.length - 1))}${dot > 0 ? domain.slice(dot) : ''}`;
  return `${shown}${'•'.repeat(Math.max(3, local.length - shown.length))}@${maskedDomain}`;
}
