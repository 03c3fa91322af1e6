import type { PostType } from '@koinonia/shared/posts/posts.schemas';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { communityPosts, memberships, type postComments, users } from '../../db/schema.ts';
import { bogotaDayStart } from '../../lib/days.ts';
import { containsPattern } from '../../lib/ids.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { postAuthorCounters, postCounters, postListVersions } from './post-counters.table.ts';

export type PostInsert = typeof communityPosts.$inferInsert;

/** The admin list's filters (dates are YYYY-MM-DD days, inclusive). */
export interface PostFilters {
  type?: PostType;
  search?: string;
  dateFrom?: string;
  dateTo?: string;
  authorId?: string;
  includeDeleted?: boolean;
}
export interface PageQuery {
  page: number;
  limit: number;
}

function filtersWhere(communityId: string, f: PostFilters): SQL | undefined {
  return and(
    eq(communityPosts.communityId, communityId),
    f.includeDeleted ? undefined : eq(communityPosts.isActive, true),
    f.type ? eq(communityPosts.type, f.type) : undefined,
    f.authorId ? eq(communityPosts.authorId, f.authorId) : undefined,
    f.search ? sql`${communityPosts.searchText} like koinonia_fold(${containsPattern(f.search)})` : undefined,
    f.dateFrom ? gte(communityPosts.publishedAt, bogotaDayStart(f.dateFrom)) : undefined,
    f.dateTo ? lt(communityPosts.publishedAt, bogotaDayStart(f.dateTo, 1)) : undefined,
  );
}

/** Who wrote something, as every read shows them: their account and their role in this community. */
/**
 * The author's membership in the community of the row: only an active one gives a role, so a former
 * member shows with none. Every read of posts and comments (dashboard and app) joins with this.
 */
export const authorMembership = (
  communityColumn: typeof communityPosts.communityId | typeof postComments.communityId,
  userColumn: typeof communityPosts.authorId | typeof postComments.authorId,
) =>
  and(
    eq(memberships.userId, userColumn),
    eq(memberships.communityId, communityColumn),
    eq(memberships.isActive, true),
  );

export const authorColumns = {
  authorId: users.id,
  authorName: users.name,
  authorAvatar: users.avatar,
  authorRole: memberships.role,
};

const postColumns = {
  id: communityPosts.id,
  communityId: communityPosts.communityId,
  type: communityPosts.type,
  title: communityPosts.title,
  message: communityPosts.message,
  imageUrl: communityPosts.imageUrl,
  publishedAt: communityPosts.publishedAt,
  isActive: communityPosts.isActive,
  likesCount: communityPosts.likesCount,
  commentsCount: communityPosts.commentsCount,
  deletedById: communityPosts.deletedById,
  deletedAt: communityPosts.deletedAt,
  ...authorColumns,
};

/** Posts joined with their authors (the membership of the post's own community gives the role). */
function selectPosts(db: Tx) {
  return db
    .select(postColumns)
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(memberships, authorMembership(communityPosts.communityId, communityPosts.authorId));
}
export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

const newestFirst = [desc(communityPosts.publishedAt), desc(communityPosts.id)];
/** The same order read from the other end (both columns are NOT NULL and id is unique: an exact mirror). */
const oldestFirst = [asc(communityPosts.publishedAt), asc(communityPosts.id)];

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
function countList(db: Tx, communityId: string, q: PostFilters, where: SQL | undefined) {
  return q.search || q.authorId || q.dateFrom || q.dateTo
    ? countNarrowed(db, communityId, q, where)
    : countFromCounters(db, communityId, q);
}

/**
 * The ids of one page of the posts matching `where`, newest first, read from the posts table and its
 * indexes alone (a deferred join: the caller joins authors for these ids only, not for every row the
 * offset skips). Knowing `total`, the offset is walked from the nearer end of the list, so the last page
 * costs what the first does and the middle one is the dearest: an offset is a walk over that many index
 * entries. Pages past the end are the caller's to skip (`offset < total`).
 */
export function pagePostIds(
  db: Tx,
  where: SQL | undefined,
  { limit, offset, total }: { limit: number; offset: number; total: number },
) {
  const ids = db.select({ id: communityPosts.id }).from(communityPosts).where(where);
  const end = Math.min(offset + limit, total);
  if (total - end >= offset)
    return ids
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);
  // Rows [offset, end) newest first are rows [total - end, total - offset) oldest first. The total is
  // another statement's, so a post deleted in between must not make the offset negative.
  return ids
    .orderBy(...oldestFirst)
    .limit(Math.max(1, end - offset))
    .offset(Math.max(0, total - end));
}

/** The admin list: the total, then the page's ids (pagePostIds), then those posts with their authors. */
export async function listPosts(db: Tx, communityId: string, q: PostFilters & PageQuery) {
  const where = filtersWhere(communityId, q);
  const { limit, offset } = pageWindow(q);
  const total = await countList(db, communityId, q, where);
  if (offset >= total) return { rows: [], total };
  const rows = await selectPosts(db)
    .where(
      and(
        eq(communityPosts.communityId, communityId),
        inArray(communityPosts.id, pagePostIds(db, where, { limit, offset, total })),
      ),
    )
    .orderBy(...newestFirst);
  return { rows, total };
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

export interface PostKey {
  communityId: string;
  postId: string;
}

/** A post with its author (a deleted one only with includeDeleted). */
export async function findPost(
  db: Tx,
  { communityId, postId, includeDeleted }: PostKey & { includeDeleted: boolean },
) {
  const [row] = await selectPosts(db)
    .where(
      and(
        eq(communityPosts.communityId, communityId),
        eq(communityPosts.id, postId),
        includeDeleted ? undefined : eq(communityPosts.isActive, true),
      ),
    )
    .limit(1);
  return row;
}

/** The bare row, locked for the rest of the transaction (soft delete, restore, comment deletion). */
export async function lockPost(db: Tx, { communityId, postId }: PostKey) {
  const [row] = await db
    .select()
    .from(communityPosts)
    .where(and(eq(communityPosts.communityId, communityId), eq(communityPosts.id, postId)))
    .limit(1)
    .for('update');
  return row;
}

export async function insertPost(db: Tx, values: PostInsert) {
  const [row] = await db.insert(communityPosts).values(values).returning({ id: communityPosts.id });
  return row!;
}

/** Soft delete (isActive false, who and when) or restore (isActive true, both cleared). */
export async function setPostActive(
  db: Tx,
  { communityId, postId, deletedById }: PostKey & { deletedById: string | null },
) {
  const deleting = deletedById !== null;
  await db
    .update(communityPosts)
    .set({
      isActive: !deleting,
      deletedById,
      deletedAt: deleting ? new Date() : null,
      updatedAt: new Date(),
    })
    .where(and(eq(communityPosts.communityId, communityId), eq(communityPosts.id, postId)));
}

/** Deletes a post for good (its comments and likes go by cascade), answering what the audit and the disk need. */
export async function deletePost(db: Tx, { communityId, postId }: PostKey) {
  const [row] = await db
    .delete(communityPosts)
    .where(and(eq(communityPosts.communityId, communityId), eq(communityPosts.id, postId)))
    .returning({
      imageUrl: communityPosts.imageUrl,
      title: communityPosts.title,
      type: communityPosts.type,
      authorId: communityPosts.authorId,
      likesCount: communityPosts.likesCount,
      commentsCount: communityPosts.commentsCount,
    });
  return row;
}

/** Who deleted a post (name), for the details' adminInfo. */
export async function userName(db: Tx, userId: string) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  return row;
}

// The by-user view

/**
 * One page of the authors of the posts matching the filters, most posts first, with true totals: one
 * pass over the matching posts, the number of authors counted by a window over the groups.
 */
export async function authorGroups(db: Tx, communityId: string, q: PostFilters & PageQuery) {
  const where = filtersWhere(communityId, q);
  const { limit, offset } = pageWindow(q);
  if (!(q.type || q.search || q.authorId || q.dateFrom || q.dateTo))
    return {
      ...(await authorGroupsFromCounters(db, communityId, q.includeDeleted ?? false, { limit, offset })),
      where,
    };
  const postsCount = sql<number>`count(*)::int`;
  const last = sql<Date>`max(${communityPosts.publishedAt})`;
  const rows = await db
    .select({
      authorId: communityPosts.authorId,
      postsCount,
      totalLikes: sql<number>`coalesce(sum(${communityPosts.likesCount}), 0)::int`,
      totalComments: sql<number>`coalesce(sum(${communityPosts.commentsCount}), 0)::int`,
      lastPublishedAt: last,
      authors: sql<number>`(count(*) over ())::int`,
    })
    .from(communityPosts)
    .where(where)
    .groupBy(communityPosts.authorId)
    .orderBy(desc(postsCount), desc(last), asc(communityPosts.authorId))
    .limit(limit)
    .offset(offset);
  const groups = rows.map(({ authors: _, ...group }) => group);
  // A page past the last has no row to carry the window's count: only then is it counted apart.
  const total = rows[0]?.authors ?? (offset === 0 ? 0 : await countAuthors(db, where));
  return { groups, total, where };
}

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
  const c = postAuthorCounters;
  const [posts, likes, comments, last] = includeDeleted
    ? [c.allPosts, c.allLikes, c.allComments, c.allLast]
    : [c.activePosts, c.activeLikes, c.activeComments, c.activeLast];
  const where = and(eq(c.communityId, communityId), sql`${posts} > 0`);
  const [rows, [count]] = await Promise.all([
    db
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
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(c).where(where),
  ]);
  return { groups: rows, total: count?.total ?? 0 };
}

async function countAuthors(db: Tx, where: SQL | undefined) {
  const [row] = await db
    .select({ total: sql<number>`count(distinct ${communityPosts.authorId})::int` })
    .from(communityPosts)
    .where(where);
  return row?.total ?? 0;
}

/**
 * The newest `perAuthor` posts of each of these authors among those matching `where`: per author, an
 * index walk (community, author, newest first) that stops after `perAuthor` rows (a lateral subquery),
 * then those posts with their authors.
 */
export async function newestPostsOf(
  db: Tx,
  { where, authorIds, perAuthor }: { where: SQL | undefined; authorIds: string[]; perAuthor: number },
) {
  if (authorIds.length === 0) return [];
  const latest = db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(where, eq(communityPosts.authorId, users.id)))
    .orderBy(...newestFirst)
    .limit(perAuthor)
    .as('latest');
  const ids = db
    .select({ id: latest.id })
    .from(users)
    .crossJoinLateral(latest)
    .where(inArray(users.id, authorIds));
  return selectPosts(db)
    .where(inArray(communityPosts.id, ids))
    .orderBy(...newestFirst);
}

/** Authors (name, avatar, role in the community) by id. */
export function authorsByIds(db: Tx, { communityId, userIds }: { communityId: string; userIds: string[] }) {
  if (userIds.length === 0) return Promise.resolve([]);
  const m = alias(memberships, 'm');
  return db
    .select({ authorId: users.id, authorName: users.name, authorAvatar: users.avatar, authorRole: m.role })
    .from(users)
    .leftJoin(m, and(eq(m.userId, users.id), eq(m.communityId, communityId), eq(m.isActive, true)))
    .where(inArray(users.id, userIds));
}
