import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communityPosts } from '../../db/schema.ts';
import { type Anchor, type AnchoredPage, anchorsQuery, PageAnchors } from '../../lib/page-anchors.ts';
import { perDatabase, perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import { VersionedTotals } from '../../lib/versioned-totals.ts';
import { postCounters, postListVersions } from './post-counters.table.ts';
import { filtersWhere, type PostFilters, type PostsWhere, postOrder } from './posts-filters.queries.ts';

/**
 * How many posts the lists and the statistics show: counted (a narrowed list, its total kept while the
 * community's list version stands) or read from the counters the triggers keep.
 */

/** How many posts match `where` (a list's true total). */
export async function countPosts(db: Tx, where: PostsWhere) {
  const [row] = await countOf(db, where.shape).execute(where.values);
  return row?.total ?? 0;
}

/** countPosts' statement, built once per filter shape (placeholders: the filters' values). */
const countOf = perDatabaseAndShape((db, shape: string) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(communityPosts)
    .where(filtersWhere(shape))
    .prepare(unnamed),
);

/**
 * How many posts a community has of a type (or of all) and state, from its counters (post_counters, kept
 * by triggers): a list filtered by state and type alone knows its total without counting the posts.
 */
export async function countFromCounters(
  db: Tx,
  communityId: string,
  { type, includeDeleted }: Pick<PostFilters, 'type' | 'includeDeleted'>,
) {
  const shape = `${includeDeleted ? 'all' : 'active'}:${type ? 'type' : ''}` as const;
  const [row] = await countersSum(db, shape).execute({ communityId, type });
  return row?.total ?? 0;
}

/** countFromCounters' statement, built once per visibility and type or not (placeholders: communityId, type). */
const countersSum = perDatabaseAndShape((db, shape: `${'all' | 'active'}:${'type' | ''}`) => {
  const [visible, type] = shape.split(':');
  return db
    .select({ total: sql<number>`coalesce(sum(${postCounters.posts}), 0)::int` })
    .from(postCounters)
    .where(
      and(
        eq(postCounters.communityId, sql.placeholder('communityId')),
        visible === 'all' ? undefined : eq(postCounters.isActive, true),
        type ? eq(postCounters.type, sql.placeholder('type')) : undefined,
      ),
    )
    .prepare(unnamed);
});

/** A community's post list version and engagement version (post_list_versions): a read by primary key. */
const listVersion = perDatabase((db) =>
  db
    .select({ version: postListVersions.version, engagementVersion: postListVersions.engagementVersion })
    .from(postListVersions)
    .where(eq(postListVersions.communityId, sql.placeholder('communityId')))
    .prepare('koinonia_post_list_versions'),
);

/** The community's versions (0 and 0 before its first post). */
export async function postListVersionsOf(db: Tx, communityId: string) {
  const [row] = await listVersion(db).execute({ communityId });
  return { version: row?.version ?? 0, engagementVersion: row?.engagementVersion ?? 0 };
}

/**
 * Totals of narrowed lists, by community, filters and the community's list version (post_list_versions,
 * raised by the triggers on every change a list can see): see VersionedTotals.
 */
const searchTotals = new VersionedTotals();

/** A community and a list's filters, as a key of the values kept per version. */
export function filtersKey(communityId: string, q: PostFilters) {
  const { search, authorId, dateFrom, dateTo, type, includeDeleted } = q;
  return [communityId, search, authorId, dateFrom, dateTo, type, !!includeDeleted];
}

async function countNarrowed(db: Tx, q: PostFilters, where: PostsWhere) {
  const { communityId } = where.values;
  const { version } = await postListVersionsOf(db, communityId);
  return searchTotals.get(filtersKey(communityId, q), version, () => countPosts(db, where));
}

/** The total of the admin list: from the counters unless a search, an author or a date narrows it. */
export function countList(db: Tx, q: PostFilters, where: PostsWhere) {
  return q.search || q.authorId || q.dateFrom || q.dateTo
    ? countNarrowed(db, q, where)
    : countFromCounters(db, where.values.communityId, q);
}

/** The anchors of the admin list, active posts or all, per list version (post_list_versions). */
const anchors = new PageAnchors();
const anchorsOf = perDatabaseAndShape(
  (db, shape: string): { execute(values: PostsWhere['values']): Promise<Anchor[]> } =>
    anchorsQuery(db, postOrder, filtersWhere(shape)),
);

/**
 * Where a deep page of the admin list starts (PageAnchors.page): only the lists whose index gives the
 * order, the community's active posts or all of them; any other filter is paged as is.
 */
export function anchoredPage(
  db: Tx,
  q: PostFilters,
  where: PostsWhere,
  at: { offset: number; walked: number },
): Promise<AnchoredPage> {
  if (q.search || q.authorId || q.dateFrom || q.dateTo || q.type) return Promise.resolve(undefined);
  const { communityId } = where.values;
  return anchors.page(
    at,
    [communityId, !!q.includeDeleted],
    async () => (await postListVersionsOf(db, communityId)).version,
    () => anchorsOf(db, where.shape).execute(where.values),
  );
}

/** Counts and engagement per type and state: the community's counters (post_counters), no scan of its posts. */
export function postStats(db: Tx, communityId: string) {
  return statsOf(db).execute({ communityId });
}

/** postStats' statement, built once (placeholder: communityId). */
const statsOf = perDatabase((db) =>
  db
    .select({
      type: postCounters.type,
      isActive: postCounters.isActive,
      count: postCounters.posts,
      likes: sql<number>`${postCounters.likes}::int`,
      comments: sql<number>`${postCounters.comments}::int`,
    })
    .from(postCounters)
    .where(eq(postCounters.communityId, sql.placeholder('communityId')))
    .prepare(unnamed),
);
