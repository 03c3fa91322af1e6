import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communityPosts } from '../../db/schema.ts';
import { VersionedTotals } from '../../lib/versioned-totals.ts';
import { postCounters, postListVersions } from './post-counters.table.ts';
import type { PostFilters } from './posts.queries.ts';

/**
 * How many posts the lists and the statistics show: counted (a narrowed list, its total kept while the
 * community's list version stands) or read from the counters the triggers keep.
 */

/** How many posts match `where` (a list's true total). */
export async function countPosts(db: Tx, where: SQL | undefined) {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(communityPosts).where(where);
  return row?.total ?? 0;
}

/**
 * How many posts a community has of a type (or of all) and state, from its counters (post_counters, kept
 * by triggers): a list filtered by state and type alone knows its total without counting the posts.
 */
export async function countFromCounters(
  db: Tx,
  communityId: string,
  { type, includeDeleted }: Pick<PostFilters, 'type' | 'includeDeleted'>,
) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${postCounters.posts}), 0)::int` })
    .from(postCounters)
    .where(
      and(
        eq(postCounters.communityId, communityId),
        includeDeleted ? undefined : eq(postCounters.isActive, true),
        type ? eq(postCounters.type, type) : undefined,
      ),
    );
  return row?.total ?? 0;
}

/**
 * Totals of narrowed lists, by community, filters and the community's list version (post_list_versions,
 * raised by the triggers on every change a list can see): see VersionedTotals.
 */
const searchTotals = new VersionedTotals();

async function countNarrowed(db: Tx, communityId: string, q: PostFilters, where: SQL | undefined) {
  const [row] = await db
    .select({ version: postListVersions.version })
    .from(postListVersions)
    .where(eq(postListVersions.communityId, communityId));
  const { search, authorId, dateFrom, dateTo, type, includeDeleted } = q;
  return searchTotals.get(
    [communityId, search, authorId, dateFrom, dateTo, type, !!includeDeleted],
    row?.version ?? 0,
    () => countPosts(db, where),
  );
}

/** The total of the admin list: from the counters unless a search, an author or a date narrows it. */
export function countList(db: Tx, communityId: string, q: PostFilters, where: SQL | undefined) {
  return q.search || q.authorId || q.dateFrom || q.dateTo
    ? countNarrowed(db, communityId, q, where)
    : countFromCounters(db, communityId, q);
}

/** Counts and engagement per type and state: the community's counters (post_counters), no scan of its posts. */
export function postStats(db: Tx, communityId: string) {
  return db
    .select({
      type: postCounters.type,
      isActive: postCounters.isActive,
      count: postCounters.posts,
      likes: sql<number>`${postCounters.likes}::int`,
      comments: sql<number>`${postCounters.comments}::int`,
    })
    .from(postCounters)
    .where(eq(postCounters.communityId, communityId));
}
