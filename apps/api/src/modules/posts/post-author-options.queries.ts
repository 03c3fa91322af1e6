import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberships, users } from '../../db/schema.ts';
import { perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import {
  isRareSearch,
  planSearch,
  type SearchMode,
  SearchSample,
  searchCondition,
} from '../../lib/search-plan.ts';
import { postAuthorCounters } from './post-counters.table.ts';

/**
 * The author filter's options: the people with at least one post in the community (deleted posts
 * counted, as the page can show them), in the by-user view's order (most posts, then the newest post),
 * from the authors' counters (post_author_counters, kept by the posts' triggers), never from the posts.
 *
 * The order is the counters' (community, all posts, newest post, author) index: a page is a walk of a
 * few index rows, each joined to its membership and user by key. A search is the members list's (the
 * membership's folded name, e-mail and document: lib/search-plan.ts) checked on each membership of the
 * walk, which a common search passes soon; a rare one (by the members' sample) is read from the
 * memberships' trigram index instead, and its few matches sorted. One row more than asked says whether
 * more people match.
 */
export async function authorOptions(db: Tx, communityId: string, q: { search?: string; limit: number }) {
  const search = q.search ? await planSearch(db, searchSample, q.search) : undefined;
  const rare = q.search ? await isRareSearch(db, searchSample, q.search) : false;
  const shape: Shape = search ? `${search.mode}:${rare ? 'rare' : 'walk'}` : 'all';
  const rows = await optionsOf(db, shape).execute({ communityId, ...search?.values, limit: q.limit + 1 });
  return { items: rows.slice(0, q.limit), hasMore: rows.length > q.limit };
}

/** The sample of the memberships' search text that plans the searches (the members list's own). */
const searchSample = new SearchSample(memberships, memberships.searchText);

type Shape = 'all' | `${SearchMode}:${'rare' | 'walk'}`;

/** authorOptions' statement, per shape (placeholders: communityId, the search's, limit). */
const optionsOf = perDatabaseAndShape((db, shape: Shape) => {
  const c = postAuthorCounters;
  const [mode, walk] = shape.split(':') as [SearchMode | 'all', 'rare' | 'walk' | undefined];
  const community = sql.placeholder('communityId');
  // A rare search's first key is an expression no index is sorted by: its matches are found, then sorted.
  const mostPosts = walk === 'rare' ? sql`(${c.allPosts} + 0) desc` : desc(c.allPosts);
  return db
    .select({ id: users.id, name: users.name, postsCount: c.allPosts })
    .from(c)
    .innerJoin(memberships, and(eq(memberships.communityId, community), eq(memberships.userId, c.authorId)))
    .innerJoin(users, eq(users.id, c.authorId))
    .where(
      and(
        eq(c.communityId, community),
        sql`${c.allPosts} > 0`,
        mode === 'all' ? undefined : searchCondition(memberships.searchText, mode),
      ),
    )
    .orderBy(mostPosts, desc(c.allLast), asc(c.authorId))
    .limit(sql.placeholder('limit'))
    .prepare(unnamed);
});
