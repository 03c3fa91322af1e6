import type { Role } from '@koinonia/shared/members/members.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberCounts, memberships, users } from '../../db/schema.ts';
import { communityRow } from '../../lib/community-rows.ts';
import { perDatabase, unnamed } from '../../lib/prepared.ts';

/** A membership's role and state, and its person's name: what the writes check and audit. */
function selectMemberships(db: Tx) {
  return db
    .select({
      id: memberships.id,
      role: memberships.role,
      isActive: memberships.isActive,
      userName: users.name,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId));
}

export type MembershipRow = Awaited<ReturnType<typeof findMembership>> & {};

/** One of a community's memberships: every query of one membership names its community too. */
export interface MembershipKey {
  communityId: string;
  membershipId: string;
}

export async function findMembership(db: Tx, { communityId, membershipId }: MembershipKey) {
  const [row] = await selectMemberships(db)
    .where(communityRow(memberships, { communityId, id: membershipId }))
    .limit(1);
  return row;
}

/** A user's membership of the community, if any. */
export async function findMembershipByUser(
  db: Tx,
  { communityId, userId }: { communityId: string; userId: string },
) {
  const [row] = await selectMemberships(db)
    .where(and(eq(memberships.communityId, communityId), eq(memberships.userId, userId)))
    .limit(1);
  return row;
}

/** Locks the community's active pastors (so two concurrent demotions cannot remove the last one) and counts them. */
export async function lockActivePastors(db: Tx, communityId: string): Promise<string[]> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.communityId, communityId),
        eq(memberships.role, 'COMMUNITY_ADMIN'),
        eq(memberships.isActive, true),
      ),
    )
    .for('update');
  return rows.map((r) => r.id);
}

/**
 * Changes a membership; with `whenActive`, only while it is still in that state (a conditional
 * transition: of two concurrent reactivations the second finds it active and changes nothing).
 * Answers whether the row changed.
 */
export async function updateMembership(
  db: Tx,
  {
    communityId,
    membershipId,
    values,
    whenActive,
  }: MembershipKey & { values: { role?: Role; isActive?: boolean; joinedAt?: Date }; whenActive?: boolean },
): Promise<boolean> {
  const changed = await db
    .update(memberships)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(memberships.communityId, communityId),
        eq(memberships.id, membershipId),
        whenActive === undefined ? undefined : eq(memberships.isActive, whenActive),
      ),
    )
    .returning({ id: memberships.id });
  return changed.length > 0;
}

export async function insertMembership(db: Tx, values: { communityId: string; userId: string; role: Role }) {
  const [row] = await db.insert(memberships).values(values).returning({ id: memberships.id });
  return row!.id;
}

export async function findUserByDocument(db: Tx, documentNumber: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      documentNumber: users.documentNumber,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.documentNumber, documentNumber))
    .limit(1);
  return user;
}

/** membershipCounts' statement, built once per handle. */
const countersByRoleAndState = perDatabase((db) =>
  db
    .select({
      isActive: memberCounts.isActive,
      role: memberCounts.role,
      count: sql<number>`coalesce(sum(${memberCounts.count}), 0)::int`,
      newThisMonth: sql<number>`coalesce(sum(${memberCounts.count}) filter (where ${memberCounts.joinMonth} >= date_trunc('month', now() at time zone 'UTC')::date), 0)::int`,
    })
    .from(memberCounts)
    .where(eq(memberCounts.communityId, sql.placeholder('communityId')))
    .groupBy(memberCounts.isActive, memberCounts.role)
    .prepare(unnamed),
);

/**
 * Every membership count of the statistics cards, from the community's counters (member_counts, kept by
 * triggers; at most roles × states × months of joining rows), added up here. "New this month": the
 * memberships whose join date falls in the current month (UTC) or later.
 */
export async function membershipCounts(db: Tx, communityId: string) {
  const rows = await countersByRoleAndState(db).execute({ communityId });
  const c = {
    total: 0,
    active: 0,
    inactive: 0,
    pastores: 0,
    ayudantes: 0,
    miembros: 0,
    invitados: 0,
    newThisMonth: 0,
  };
  const byRole = {
    COMMUNITY_ADMIN: 'pastores',
    SECTION_ADMIN: 'ayudantes',
    MEMBER: 'miembros',
    GUEST: 'invitados',
  } as const;
  for (const row of rows) {
    c.total += row.count;
    c.newThisMonth += row.newThisMonth;
    if (!row.isActive) {
      c.inactive += row.count;
      continue;
    }
    c.active += row.count;
    c[byRole[row.role]] += row.count;
  }
  return c;
}
