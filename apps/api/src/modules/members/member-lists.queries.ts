import type { Membership, StatsFilter } from '@koinonia/shared/members/members.schemas';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communities, memberCounts, memberListVersions, memberships, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/ids.ts';
import { isoText, jsonObject } from '../../lib/json-items.ts';
import { perDatabase, perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import { listPage, readModel } from '../../lib/read-model.ts';
import { planSearch, type SearchMode, SearchSample, searchCondition } from '../../lib/search-plan.ts';
import { VersionedTotals } from '../../lib/versioned-totals.ts';

/* The member list (a page and its total) and the leader options. One membership and the writes are in members.queries.ts. */

const filterConditions: Record<StatsFilter, SQL | undefined> = {
  total: undefined,
  oficiales: and(eq(memberships.isActive, true), sql`${memberships.role} <> 'GUEST'`),
  pastores: and(eq(memberships.isActive, true), eq(memberships.role, 'COMMUNITY_ADMIN')),
  ayudantes: and(eq(memberships.isActive, true), eq(memberships.role, 'SECTION_ADMIN')),
  miembros: and(eq(memberships.isActive, true), eq(memberships.role, 'MEMBER')),
  invitados: and(eq(memberships.isActive, true), eq(memberships.role, 'GUEST')),
  inactivos: eq(memberships.isActive, false),
};

type ListQuery = { search?: string; includeInactive?: boolean; filter?: StatsFilter };

/**
 * Which memberships a list without its search shows: a statistics card's filter, or (without one) the
 * active members, or everyone with "include inactive".
 */
type Narrowing = StatsFilter | 'active';

function narrowingOf(q: ListQuery): Narrowing {
  return q.filter ?? (q.includeInactive ? 'total' : 'active');
}

const activeOnly = eq(memberships.isActive, true);

/**
 * Which counters (member_counts rows) a list without a search counts: the same narrowing as
 * filterConditions, on the counters' role and state.
 */
function counterConditions(narrowing: Narrowing): SQL | undefined {
  const active = eq(memberCounts.isActive, true);
  switch (narrowing) {
    case 'total':
      return undefined;
    case 'active':
      return active;
    case 'oficiales':
      return and(active, sql`${memberCounts.role} <> 'GUEST'`);
    case 'pastores':
      return and(active, eq(memberCounts.role, 'COMMUNITY_ADMIN'));
    case 'ayudantes':
      return and(active, eq(memberCounts.role, 'SECTION_ADMIN'));
    case 'miembros':
      return and(active, eq(memberCounts.role, 'MEMBER'));
    case 'invitados':
      return and(active, eq(memberCounts.role, 'GUEST'));
    case 'inactivos':
      return eq(memberCounts.isActive, false);
  }
}

/** One built query per narrowing and search mode or none (24 shapes at most). */
type MemberListShape = `${Narrowing}:${SearchMode | 'all'}`;

/**
 * A page of a community's member list (its ids) and its total, built once per shape (values as placeholders:
 * community, pattern, limit, offset). Unnamed statements: each call is planned with its values, as the
 * pattern decides whether the trigram index pays.
 */
const memberListQueries = perDatabaseAndShape((db, key: MemberListShape) => {
  const [narrowing, search] = key.split(':') as [Narrowing, SearchMode | 'all'];
  const where = and(
    eq(memberships.communityId, sql.placeholder('communityId')),
    narrowing === 'active' ? activeOnly : filterConditions[narrowing],
    search === 'all' ? undefined : searchCondition(memberships.searchText, search),
  );
  // Deferred join: the page's membership ids come from the (community, joined_at) index, a search
  // matching the membership's own copy of the search text; then only those memberships are written as
  // JSON with their users (membershipModel).
  return {
    ids: db
      .select({ id: memberships.id })
      .from(memberships)
      .where(where)
      .orderBy(desc(memberships.joinedAt), desc(memberships.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(unnamed),
    // A search's total (counted once per list version, below); any other list's is the sum of its
    // counters (member_counts, kept by triggers).
    total:
      search !== 'all'
        ? db.select({ total: sql<number>`count(*)::int` }).from(memberships).where(where).prepare(unnamed)
        : db
            .select({ total: sql<number>`coalesce(sum(${memberCounts.count}), 0)::int` })
            .from(memberCounts)
            .where(
              and(eq(memberCounts.communityId, sql.placeholder('communityId')), counterConditions(narrowing)),
            )
            .prepare(unnamed),
  };
});

/** A membership as membershipSchema answers it, with its user and community: the list, the details, every write's answer. */
export const membershipModel = readModel<Membership>({
  name: 'members',
  id: memberships.id,
  scope: eq(memberships.communityId, sql.placeholder('communityId')),
  from: (db, fields) =>
    db
      .select(fields)
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(communities, eq(communities.id, memberships.communityId)),
  item: jsonObject({
    id: memberships.id,
    role: memberships.role,
    isActive: memberships.isActive,
    joinedAt: isoText(memberships.joinedAt),
    createdAt: isoText(memberships.createdAt),
    updatedAt: isoText(memberships.updatedAt),
    user: jsonObject({
      id: users.id,
      name: users.name,
      email: users.email,
      documentNumber: users.documentNumber,
      phone: users.phone,
      createdAt: isoText(users.createdAt),
      memberSince: isoText(memberships.joinedAt),
    }),
    community: jsonObject({ name: communities.name }),
  }),
});

/** A community's member list version (member_list_versions): a read by primary key. */
const listVersion = perDatabase((db) =>
  db
    .select({ version: memberListVersions.version })
    .from(memberListVersions)
    .where(eq(memberListVersions.communityId, sql.placeholder('communityId')))
    .prepare('koinonia_member_list_version'),
);

/**
 * Totals of searches, by community, search and filters, kept while the community's member list version
 * (member_list_versions, raised by the triggers on every change a search's count can see) stands: see
 * VersionedTotals. The next page of a search, or the same search again, does not count its matches again.
 */
const searchTotals = new VersionedTotals();

/** The sample of the memberships' search text that plans their searches (lib/search-plan.ts). */
const searchSample = new SearchSample(memberships, memberships.searchText);

export async function listMemberships(
  db: Tx,
  communityId: string,
  q: ListQuery & { page: number; limit: number },
) {
  const narrowing = narrowingOf(q);
  const search = q.search ? await planSearch(db, searchSample, q.search) : undefined;
  const query = memberListQueries(db, `${narrowing}:${search?.mode ?? 'all'}`);
  const values = { communityId, ...search?.values };
  return listPage({
    db,
    model: membershipModel,
    values,
    page: q,
    ids: () => query.ids,
    count: async () => (await query.total.execute(values))[0]?.total ?? 0,
    // A search's total is kept per member list version; any other list's is read from its counters.
    keep: q.search
      ? async (count) => {
          const [row] = await listVersion(db).execute({ communityId });
          return searchTotals.get([communityId, q.search, narrowing], row?.version ?? 0, count);
        }
      : undefined,
  });
}

/**
 * The leader options: active members by folded name (memberships.sort_name, kept by triggers from the
 * user's name), walked from the (community, sort_name, user, search_text) index of the active
 * memberships until the limit (a common search filtered in the index), or, for a rare search, its few
 * matches from the memberships' trigram index, sorted.
 */
export function leaderOptions(db: Tx, communityId: string, q: { search?: string; limit: number }) {
  return leaderOptionsOf(db, q.search ? 'search' : 'all').execute({
    communityId,
    pattern: q.search ? containsPattern(q.search) : undefined,
    limit: q.limit,
  });
}

/** leaderOptions' statement, with or without a search, built once per handle (unnamed: see above). */
const leaderOptionsOf = perDatabaseAndShape((db, search: 'search' | 'all') =>
  db
    .select({ id: users.id, name: users.name, documentNumber: users.documentNumber })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.communityId, sql.placeholder('communityId')),
        eq(memberships.isActive, true),
        search === 'search' ? searchCondition(memberships.searchText, 'search') : undefined,
      ),
    )
    .orderBy(memberships.sortName, memberships.userId)
    .limit(sql.placeholder('limit'))
    .prepare(unnamed),
);
