import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { communityPosts, memberships, users } from '../../db/schema.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { perDatabase, perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import { postAuthorCounters } from './post-counters.table.ts';
import {
  filtersWhere,
  newestFirst,
  type PageQuery,
  type PostFilters,
  type PostsWhere,
  postsWhere,
  selectPosts,
} from './posts.queries.ts';

/* The by-user view: pages of authors with their true totals, and their newest posts. */

/**
 * One page of the authors of the posts matching the filters, most posts first, with true totals: one
 * pass over the matching posts, the number of authors counted by a window over the groups.
 */
export async function authorGroups(db: Tx, communityId: string, q: PostFilters & PageQuery) {
  const where = postsWhere(communityId, q);
  const { limit, offset } = pageWindow(q);
  if (!(q.type || q.search || q.authorId || q.dateFrom || q.dateTo))
    return {
      ...(await authorGroupsFromCounters(db, communityId, q.includeDeleted ?? false, { limit, offset })),
      where,
    };
  const rows = await groupsOf(db, where.shape).execute({ ...where.values, limit, offset });
  const groups = rows.map(({ authors: _, ...group }) => group);
  // A page past the last has no row to carry the window's count: only then is it counted apart.
  const total = rows[0]?.authors ?? (offset === 0 ? 0 : await countAuthors(db, where));
  return { groups, total, where };
}

/** authorGroups' grouping, built once per filter shape (placeholders: the filters' values, limit, offset). */
const groupsOf = perDatabaseAndShape((db, shape: string) => {
  const postsCount = sql<number>`count(*)::int`;
  const last = sql<Date>`max(${communityPosts.publishedAt})`;
  return db
    .select({
      authorId: communityPosts.authorId,
      postsCount,
      totalLikes: sql<number>`coalesce(sum(${communityPosts.likesCount}), 0)::int`,
      totalComments: sql<number>`coalesce(sum(${communityPosts.commentsCount}), 0)::int`,
      lastPublishedAt: last,
      authors: sql<number>`(count(*) over ())::int`,
    })
    .from(communityPosts)
    .where(filtersWhere(shape))
    .groupBy(communityPosts.authorId)
    .orderBy(desc(postsCount), desc(last), asc(communityPosts.authorId))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(unnamed);
});

/**
 * The unfiltered by-user view: its page of authors walked in order from the authors' counters
 * (post_author_counters, kept by triggers), the same numbers and order the grouping below gives.
 */
async function authorGroupsFromCounters(
  db: Tx,
  communityId: string,
  includeDeleted: boolean,
  { limit, offset }: { limit: number; offset: number },
) {
  const query = countersPage(db, includeDeleted ? 'all' : 'active');
  const [rows, [count]] = await Promise.all([
    query.rows.execute({ communityId, limit, offset }),
    query.total.execute({ communityId }),
  ]);
  return { groups: rows, total: count?.total ?? 0 };
}

/**
 * authorGroupsFromCounters' page and total, built once per visibility (placeholders: communityId, limit,
 * offset).
 */
const countersPage = perDatabaseAndShape((db, visible: 'all' | 'active') => {
  const c = postAuthorCounters;
  const [posts, likes, comments, last] =
    visible === 'all'
      ? [c.allPosts, c.allLikes, c.allComments, c.allLast]
      : [c.activePosts, c.activeLikes, c.activeComments, c.activeLast];
  const where = and(eq(c.communityId, sql.placeholder('communityId')), sql`${posts} > 0`);
  return {
    rows: db
      .select({
        authorId: c.authorId,
        postsCount: posts,
        totalLikes: sql<number>`${likes}::int`,
        totalComments: sql<number>`${comments}::int`,
        lastPublishedAt: sql<Date>`${last}`.mapWith(c.activeLast),
      })
      .from(c)
      .where(where)
      .orderBy(desc(posts), desc(last), asc(c.authorId))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(unnamed),
    total: db.select({ total: sql<number>`count(*)::int` }).from(c).where(where).prepare(unnamed),
  };
});

async function countAuthors(db: Tx, where: PostsWhere) {
  const [row] = await authorsCountOf(db, where.shape).execute(where.values);
  return row?.total ?? 0;
}

/** countAuthors' statement, built once per filter shape (placeholders: the filters' values). */
const authorsCountOf = perDatabaseAndShape((db, shape: string) =>
  db
    .select({ total: sql<number>`count(distinct ${communityPosts.authorId})::int` })
    .from(communityPosts)
    .where(filtersWhere(shape))
    .prepare(unnamed),
);

/**
 * The newest `perAuthor` posts of each of these authors among those matching `where`: per author, an
 * index walk (community, author, newest first) that stops after `perAuthor` rows (a lateral subquery),
 * then those posts with their authors.
 */
export async function newestPostsOf(
  db: Tx,
  { where, authorIds, perAuthor }: { where: PostsWhere; authorIds: string[]; perAuthor: number },
) {
  if (authorIds.length === 0) return [];
  // The ids as one array literal (uuids read from the database: nothing to quote).
  return newestPostsQuery(db, where.shape).execute({
    ...where.values,
    authorIds: `{${authorIds.join(',')}}`,
    perAuthor,
  });
}

/** newestPostsOf's statement, built once per filter shape (placeholders: the filters' values, authorIds, perAuthor). */
const newestPostsQuery = perDatabaseAndShape((db, shape: string) => {
  const latest = db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(filtersWhere(shape), eq(communityPosts.authorId, users.id)))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('perAuthor'))
    .as('latest');
  const ids = db
    .select({ id: latest.id })
    .from(users)
    .crossJoinLateral(latest)
    .where(sql`${users.id} = any(${sql.placeholder('authorIds')}::uuid[])`);
  return selectPosts(db)
    .where(inArray(communityPosts.id, ids))
    .orderBy(...newestFirst)
    .prepare(unnamed);
});

/** Authors (name, avatar, role in the community) by id. */
export function authorsByIds(db: Tx, { communityId, userIds }: { communityId: string; userIds: string[] }) {
  if (userIds.length === 0) return Promise.resolve([]);
  // The ids as one array literal (uuids read from the database: nothing to quote).
  return authorsByIdsOf(db).execute({ communityId, userIds: `{${userIds.join(',')}}` });
}

/** authorsByIds' statement, built once (placeholders: communityId, userIds). */
const authorsByIdsOf = perDatabase((db) => {
  const m = alias(memberships, 'm');
  return db
    .select({ authorId: users.id, authorName: users.name, authorAvatar: users.avatar, authorRole: m.role })
    .from(users)
    .leftJoin(
      m,
      and(eq(m.userId, users.id), eq(m.communityId, sql.placeholder('communityId')), eq(m.isActive, true)),
    )
    .where(sql`${users.id} = any(${sql.placeholder('userIds')}::uuid[])`)
    .prepare(unnamed);
});
