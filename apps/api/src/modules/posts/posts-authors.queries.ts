import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communityPosts, memberships, users } from '../../db/schema.ts';
import { idsParam, jsonArray, jsonArrayText, jsonObject } from '../../lib/json-items.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { perDatabase, perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import { VersionedValues } from '../../lib/versioned-totals.ts';
import { postAuthorCounters } from './post-counters.table.ts';
import { filtersKey, postListVersionsOf } from './post-counts.queries.ts';
import { authorObject, newestFirst, type PageQuery, postModel } from './posts.queries.ts';
import { filtersWhere, type PostFilters, type PostsWhere, postsWhere } from './posts-filters.queries.ts';

/* The by-user view: pages of authors with their true totals, and their newest posts. */

/**
 * One page of the authors of the posts matching the filters, most posts first, with true totals. No
 * filter: from the authors' counters. A filter: one pass over the matching posts, the number of authors
 * counted by a window over the groups; its first KEPT_AUTHORS authors are kept (rankedAuthors).
 */
export async function authorGroups(db: Tx, communityId: string, q: PostFilters & PageQuery) {
  const where = await postsWhere(db, communityId, q);
  const { limit, offset } = pageWindow(q);
  if (!(q.type || q.search || q.authorId || q.dateFrom || q.dateTo))
    return {
      ...(await authorGroupsFromCounters(db, communityId, q.includeDeleted ?? false, { limit, offset })),
      where,
    };
  if (offset + limit > KEPT_AUTHORS) return { ...(await groupsPage(db, where, { limit, offset })), where };
  const { engagementVersion } = await postListVersionsOf(db, communityId);
  const kept = await rankedAuthors.get(filtersKey(communityId, q), engagementVersion, () =>
    groupsPage(db, where, { limit: KEPT_AUTHORS, offset: 0 }),
  );
  return { groups: kept.groups.slice(offset, offset + limit), total: kept.total, where };
}

/**
 * The first pages of a filtered by-user view: five pages at the largest page size (100, the dashboard's
 * tab), twenty-five at the app's.
 */
const KEPT_AUTHORS = 500;

/**
 * The first authors of filtered by-user views, by community, filters and the community's engagement
 * version (post_list_versions, raised by the posts' triggers on every change a list can see and on every
 * change of a post's likes or comments: everything these groups hold), at most 50 views (about 100 kB
 * each). A search for a common word groups most of a big church's posts (about 30 ms on PostgreSQL for
 * one that matches 28,000 of 200,000): its next pages, and the tab opened again, reuse it while nothing
 * it shows has changed.
 */
const rankedAuthors = new VersionedValues<Awaited<ReturnType<typeof groupsPage>>>(50);

/** A page of the authors of the posts matching `where`, grouped, and their number. */
async function groupsPage(db: Tx, where: PostsWhere, { limit, offset }: { limit: number; offset: number }) {
  const rows = await groupsOf(db, where.shape).execute({ ...where.values, limit, offset });
  const groups = rows.map(({ authors: _, ...group }) => group);
  // A page past the last has no row to carry the window's count: only then is it counted apart.
  const total = rows[0]?.authors ?? (offset === 0 ? 0 : await countAuthors(db, where));
  return { groups, total };
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
 * A page of the by-user view as JSON text of postAuthorGroupSchema items, written by PostgreSQL: the ids
 * of the groups' newest posts first, by a statement planned with the filters' values (newestPostIds),
 * then the groups with their authors and those posts by a named statement (groupsJson), as the lists do
 * (json-items.ts). It replaces a mapping in JavaScript of up to 72 posts (12 authors, 6 posts each).
 */
export async function authorGroupsJson(
  db: Tx,
  { where, groups, perAuthor }: { where: PostsWhere; groups: AuthorGroup[]; perAuthor: number },
): Promise<string> {
  if (groups.length === 0) return '[]';
  // Ids and numbers read from the database, instants as ISO text: nothing to quote in these array literals.
  const list = (values: (string | number)[]) => `{${values.join(',')}}`;
  const authorIds = list(groups.map((g) => g.authorId));
  const posts = await newestPostIds(db, where.shape).execute({ ...where.values, authorIds, perAuthor });
  const [page] = await groupsJson(db).execute({
    communityId: where.values.communityId,
    authorIds,
    postsCounts: list(groups.map((g) => g.postsCount)),
    totalLikes: list(groups.map((g) => g.totalLikes)),
    totalComments: list(groups.map((g) => g.totalComments)),
    lastPublishedAt: list(groups.map((g) => new Date(g.lastPublishedAt).toISOString())),
    postIds: idsParam(posts),
  });
  return page?.items ?? '[]';
}

export interface AuthorGroup {
  authorId: string;
  postsCount: number;
  totalLikes: number;
  totalComments: number;
  lastPublishedAt: Date | string;
}

/**
 * The ids of the newest `perAuthor` posts of each author (placeholder authorIds) among those matching
 * the filters, built once per filter shape: per author, an index walk (community, author, newest first)
 * that stops after `perAuthor` rows (a lateral subquery). Unnamed: planned with the filters' values.
 */
const newestPostIds = perDatabaseAndShape((db, shape: string) => {
  const latest = db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(filtersWhere(shape), eq(communityPosts.authorId, users.id)))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('perAuthor'))
    .as('latest');
  return db
    .select({ id: latest.id })
    .from(users)
    .crossJoinLateral(latest)
    .where(sql`${users.id} = any(${sql.placeholder('authorIds')}::uuid[])`)
    .prepare(unnamed);
});

/**
 * The groups (placeholders: authorIds and their postsCounts, totalLikes, totalComments and
 * lastPublishedAt, in the page's order; communityId; postIds) as JSON text of postAuthorGroupSchema
 * items: each author (name, avatar, and the role of an active membership in the community; an account
 * that no longer exists has an empty name and no posts) with their posts among postIds, newest first.
 * The posts are written once, grouped by author, and then put with their group.
 */
const groupsJson = perDatabase((db) => {
  const activeMembership = and(
    eq(memberships.userId, users.id),
    eq(memberships.communityId, sql.placeholder('communityId')),
    eq(memberships.isActive, true),
  );
  const byAuthor = sql`(select ${communityPosts.authorId} as author_id, ${jsonArray(postModel.item, newestFirst)} as posts
    from ${communityPosts}
    join ${users} on ${users.id} = ${communityPosts.authorId}
    left join ${memberships} on ${activeMembership}
    where ${communityPosts.communityId} = ${sql.placeholder('communityId')}
      and ${communityPosts.id} = any(${sql.placeholder('postIds')}::uuid[])
    group by ${communityPosts.authorId}) as newest`;
  const groups = sql`unnest(${sql.placeholder('authorIds')}::uuid[], ${sql.placeholder('postsCounts')}::int[], ${sql.placeholder('totalLikes')}::int[], ${sql.placeholder('totalComments')}::int[], ${sql.placeholder('lastPublishedAt')}::text[]) with ordinality as g(author_id, posts_count, total_likes, total_comments, last_published_at, ord)`;
  const item = jsonObject({
    author: authorObject({
      id: sql`g.author_id`,
      name: sql`coalesce(${users.name}, '')`,
      avatar: users.avatar,
    }),
    postsCount: sql`g.posts_count`,
    totalLikes: sql`g.total_likes`,
    totalComments: sql`g.total_comments`,
    lastPublishedAt: sql`g.last_published_at`,
    posts: sql`coalesce(newest.posts, '[]')`,
  });
  return db
    .select({ items: jsonArrayText(item, [sql`g.ord`]) })
    .from(
      sql`${groups}
      left join ${users} on ${users.id} = g.author_id
      left join ${memberships} on ${activeMembership}
      left join ${byAuthor} on newest.author_id = g.author_id`,
    )
    .prepare('koinonia_post_author_groups_json');
});
