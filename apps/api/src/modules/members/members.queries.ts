import type { Role, StatsFilter } from '@koinonia/shared/members/members.schemas';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { communities, memberships, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/ids.ts';
import { pageWindow } from '../../lib/pagination.ts';

const membershipColumns = {
  id: memberships.id,
  role: memberships.role,
  isActive: memberships.isActive,
  joinedAt: memberships.joinedAt,
  createdAt: memberships.createdAt,
  updatedAt: memberships.updatedAt,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  userDocumentNumber: users.documentNumber,
  userPhone: users.phone,
  userCreatedAt: users.createdAt,
  communityName: communities.name,
};

function selectMemberships(db: Tx) {
  return db
    .select(membershipColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(communities, eq(communities.id, memberships.communityId));
}

/** Case- and accent-insensitive substring match on name, email or document (trigram-indexed column). */
export function searchCondition(search: string): SQL {
  return sql`${users.searchText} like koinonia_fold(${containsPattern(search)})`;
}

const filterConditions: Record<StatsFilter, SQL | undefined> = {
  total: undefined,
  oficiales: and(eq(memberships.isActive, true), sql`${memberships.role} <> 'GUEST'`),
  pastores: and(eq(memberships.isActive, true), eq(memberships.role, 'COMMUNITY_ADMIN')),
  ayudantes: and(eq(memberships.isActive, true), eq(memberships.role, 'SECTION_ADMIN')),
  miembros: and(eq(memberships.isActive, true), eq(memberships.role, 'MEMBER')),
  invitados: and(eq(memberships.isActive, true), eq(memberships.role, 'GUEST')),
  inactivos: eq(memberships.isActive, false),
};

function listConditions(
  communityId: string,
  q: { search?: string; includeInactive?: boolean; filter?: StatsFilter },
) {
  const conditions: (SQL | undefined)[] = [eq(memberships.communityId, communityId)];
  if (q.filter) conditions.push(filterConditions[q.filter]);
  else if (!q.includeInactive) conditions.push(eq(memberships.isActive, true));
  if (q.search) conditions.push(searchCondition(q.search));
  return and(...conditions);
}

export type MembershipRow = Awaited<ReturnType<typeof findMembership>> & {};

export async function listMemberships(
  db: Tx,
  communityId: string,
  q: { search?: string; includeInactive?: boolean; filter?: StatsFilter; page: number; limit: number },
) {
  const where = listConditions(communityId, q);
  const { limit, offset } = pageWindow(q);
  // Deferred join: the page's membership ids come from the (community, joined_at) index; users are
  // joined up front only when the search needs them, and otherwise for the page's rows only.
  const withUsers = <T extends PgSelect>(query: T) =>
    q.search ? query.innerJoin(users, eq(users.id, memberships.userId)) : query;
  const pageIds = withUsers(db.select({ id: memberships.id }).from(memberships).$dynamic())
    .where(where)
    .orderBy(desc(memberships.joinedAt), desc(memberships.id))
    .limit(limit)
    .offset(offset);
  const [rows, [count]] = await Promise.all([
    selectMemberships(db)
      .where(inArray(memberships.id, pageIds))
      .orderBy(desc(memberships.joinedAt), desc(memberships.id)),
    withUsers(db.select({ total: sql<number>`count(*)::int` }).from(memberships).$dynamic()).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One of a community's memberships: every query of one membership names its community too. */
export interface MembershipKey {
  communityId: string;
  membershipId: string;
}

export async function findMembership(db: Tx, { communityId, membershipId }: MembershipKey) {
  const [row] = await selectMemberships(db)
    .where(and(eq(memberships.communityId, communityId), eq(memberships.id, membershipId)))
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

/**
 * Every membership count of the statistics cards, from one SQL aggregate grouped by state and role
 * (at most eight rows, whatever the size of the church), added up here.
 */
export async function membershipCounts(db: Tx, communityId: string) {
  const rows = await db
    .select({
      isActive: memberships.isActive,
      role: memberships.role,
      count: sql<number>`count(*)::int`,
      newThisMonth: sql<number>`count(*) filter (where ${memberships.joinedAt} >= date_trunc('month', now()))::int`,
    })
    .from(memberships)
    .where(eq(memberships.communityId, communityId))
    .groupBy(memberships.isActive, memberships.role);
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

export function leaderOptions(db: Tx, communityId: string, q: { search?: string; limit: number }) {
  return db
    .select({ id: users.id, name: users.name, documentNumber: users.documentNumber })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.communityId, communityId),
        eq(memberships.isActive, true),
        q.search ? searchCondition(q.search) : undefined,
      ),
    )
    .orderBy(sql`koinonia_fold(${users.name})`, users.id)
    .limit(q.limit);
}
