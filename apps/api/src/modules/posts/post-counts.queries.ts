import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communityPosts } from '../../db/schema.ts';
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
 * Totals of narrowed lists, by community, filters and the community's list version: a total counted
 * while the version stood is exact for as long as it stands (every change a list can see bumps it in the
 * same transaction, post_list_versions), so the next page of a search, or the same search again, does
 * not count every match again. Each server process keeps its own; at most SEARCH_TOTALS entries, the
 * oldest forgotten first.
 */
const searchTotals = new Map<string, number>();
const SEARCH_TOTALS = 2_000;

async function countNarrowed(db: Tx, communityId: string, q: PostFilters, where: SQL | undefined) {
  const [row] = await db
    .select({ version: postListVersions.version })
    .from(postListVersions)
    .where(eq(postListVersions.communityId, communityId));
  const { search, authorId, dateFrom, dateTo, type, includeDeleted } = q;
  const key = JSON.stringify([
    communityId,
    row?.version ?? 0,
    search,
    authorId,
    dateFrom,
    dateTo,
    type,
    !!includeDeleted,
  ]);
  const known = searchTotals.get(key);
  if (known !== undefined) return known;
  const total = await countPosts(db, where);
  if (searchTotals.size >= SEARCH_TOTALS) searchTotals.delete(searchTotals.keys().next().value as string);
  searchTotals.set(key, total);
  return total;
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
