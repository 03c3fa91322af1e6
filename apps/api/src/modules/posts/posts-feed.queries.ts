import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communityPosts, memberships, postComments, postLikes, users } from '../../db/schema.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { countFromCounters } from './post-counts.queries.ts';
import { authorColumns, authorMembership, pagePostIds } from './posts.queries.ts';

/**
 * The members' side of posts (the app): the feed, one post, comments with their replies, new
 * comments and likes. Every query names the community; a deleted post (isActive false) is never read
 * here.
 */

const likedBy = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${communityPosts.id} and ${postLikes.userId} = ${viewerId})`;

const feedColumns = (viewerId: string) => ({
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
  ...authorColumns,
  likedByMe: likedBy(viewerId),
});

const activePost = (communityId: string) =>
  and(eq(communityPosts.communityId, communityId), eq(communityPosts.isActive, true));

function feedSelect(db: Tx, viewerId: string) {
  return db
    .select(feedColumns(viewerId))
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(memberships, authorMembership(communityPosts.communityId, communityPosts.authorId));
}

export type FeedRow = Awaited<ReturnType<typeof findFeedPost>> & {};

export interface FeedQuery {
  type?: (typeof communityPosts.type.enumValues)[number];
  page: number;
  limit: number;
}

/**
 * Active posts, newest first, with whether `viewerId` liked each (one EXISTS per row of the page, no
 * extra round trip): the total (from the counters), then the page's ids from the posts table alone (pagePostIds), then
 * those posts with their authors.
 */
export async function listFeed(db: Tx, communityId: string, q: FeedQuery & { viewerId: string }) {
  const where = and(activePost(communityId), q.type ? eq(communityPosts.type, q.type) : undefined);
  const { limit, offset } = pageWindow(q);
  const total = await countFromCounters(db, communityId, { type: q.type, includeDeleted: false });
  if (offset >= total) return { rows: [], total };
  const rows = await feedSelect(db, q.viewerId)
    .where(
      and(
        eq(communityPosts.communityId, communityId),
        inArray(communityPosts.id, pagePostIds(db, where, { limit, offset, total })),
      ),
    )
    .orderBy(desc(communityPosts.publishedAt), desc(communityPosts.id));
  return { rows, total };
}

export interface PostKey {
  communityId: string;
  postId: string;
}

export async function findFeedPost(
  db: Tx,
  { communityId, postId, viewerId }: PostKey & { viewerId: string },
) {
  const [row] = await feedSelect(db, viewerId)
    .where(and(activePost(communityId), eq(communityPosts.id, postId)))
    .limit(1);
  return row;
}

/** Whether an active post of the community exists. */
export async function findActivePost(db: Tx, { communityId, postId }: PostKey) {
  const [row] = await db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(activePost(communityId), eq(communityPosts.id, postId)))
    .limit(1);
  return row;
}

/**
 * Whether an active post exists, locking its row for the transaction (the lock its counter update
 * takes anyway, taken first): likes and comments of one post are applied one after another, never
 * deadlock, and a concurrent soft delete either waits or is seen (404).
 */
export async function lockActivePost(db: Tx, { communityId, postId }: PostKey) {
  const [row] = await db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(activePost(communityId), eq(communityPosts.id, postId)))
    .limit(1)
    .for('no key update');
  return row;
}

/** Removes the like, if there was one: true when this statement removed it. */
export async function deleteLike(db: Tx, { communityId, postId, userId }: PostKey & { userId: string }) {
  const rows = await db
    .delete(postLikes)
    .where(
      and(eq(postLikes.communityId, communityId), eq(postLikes.postId, postId), eq(postLikes.userId, userId)),
    )
    .returning({ postId: postLikes.postId });
  return rows.length > 0;
}

/** Adds the like unless one exists (a concurrent one included): true when this statement added it. */
export async function insertLike(db: Tx, { communityId, postId, userId }: PostKey & { userId: string }) {
  const rows = await db
    .insert(postLikes)
    .values({ communityId, postId, userId })
    .onConflictDoNothing({ target: [postLikes.postId, postLikes.userId] })
    .returning({ postId: postLikes.postId });
  return rows.length > 0;
}

/** Moves the post's counters by the given amounts in one statement, answering their new values. */
export async function bumpCounters(
  db: Tx,
  { communityId, postId, likes = 0, comments = 0 }: PostKey & { likes?: number; comments?: number },
) {
  const [row] = await db
    .update(communityPosts)
    .set({
      likesCount: sql`${communityPosts.likesCount} + ${likes}`,
      commentsCount: sql`${communityPosts.commentsCount} + ${comments}`,
    })
    .where(and(eq(communityPosts.communityId, communityId), eq(communityPosts.id, postId)))
    .returning({ likesCount: communityPosts.likesCount, commentsCount: communityPosts.commentsCount });
  return row!;
}

export async function insertPost(db: Tx, values: typeof communityPosts.$inferInsert) {
  const [row] = await db.insert(communityPosts).values(values).returning({ id: communityPosts.id });
  return row!;
}

/** A comment of the post (top-level or reply), to attach a reply to. */
export async function findComment(
  db: Tx,
  { communityId, postId, commentId }: PostKey & { commentId: string },
) {
  const [row] = await db
    .select({ id: postComments.id, parentId: postComments.parentId })
    .from(postComments)
    .where(
      and(
        eq(postComments.communityId, communityId),
        eq(postComments.postId, postId),
        eq(postComments.id, commentId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertComment(db: Tx, values: typeof postComments.$inferInsert) {
  const [row] = await db.insert(postComments).values(values).returning({ id: postComments.id });
  return row!;
}

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  parentId: postComments.parentId,
  content: postComments.content,
  createdAt: postComments.createdAt,
  ...authorColumns,
};

function commentSelect(db: Tx) {
  return db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .leftJoin(memberships, authorMembership(postComments.communityId, postComments.authorId));
}

export type CommentRow = Awaited<ReturnType<typeof findCommentRow>> & {};

export async function findCommentRow(
  db: Tx,
  { communityId, commentId }: { communityId: string; commentId: string },
) {
  const [row] = await commentSelect(db)
    .where(and(eq(postComments.communityId, communityId), eq(postComments.id, commentId)))
    .limit(1);
  return row;
}

/** One page of a post's top-level comments, newest first, with the total. */
export async function listTopComments(
  db: Tx,
  communityId: string,
  q: { postId: string; page: number; limit: number },
) {
  const where = and(
    eq(postComments.communityId, communityId),
    eq(postComments.postId, q.postId),
    isNull(postComments.parentId),
  );
  const { limit, offset } = pageWindow(q);
  const newestFirst = [desc(postComments.createdAt), desc(postComments.id)];
  // Deferred join: the page's ids from the comments' index alone, then their authors for those rows only
  // (joined first, PostgreSQL would rather hash every user than look up a page's twenty).
  const pageIds = db
    .select({ id: postComments.id })
    .from(postComments)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  const [rows, [count]] = await Promise.all([
    commentSelect(db)
      .where(and(eq(postComments.communityId, communityId), inArray(postComments.id, pageIds)))
      .orderBy(...newestFirst),
    db.select({ total: sql<number>`count(*)::int` }).from(postComments).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/**
 * The replies of the given top-level comments, oldest first, at most `perComment` each (one
 * statement: a row number per parent), and each parent's true number of replies.
 */
export async function listReplies(
  db: Tx,
  communityId: string,
  q: { parentIds: string[]; perComment: number },
) {
  if (q.parentIds.length === 0) return { rows: [], counts: [] };
  const where = and(eq(postComments.communityId, communityId), inArray(postComments.parentId, q.parentIds));
  const ranked = db
    .select({
      id: postComments.id,
      rank: sql<number>`row_number() over (partition by ${postComments.parentId} order by ${postComments.createdAt}, ${postComments.id})`.as(
        'rank',
      ),
    })
    .from(postComments)
    .where(where)
    .as('ranked');
  const [rows, counts] = await Promise.all([
    commentSelect(db)
      .innerJoin(ranked, eq(ranked.id, postComments.id))
      .where(sql`${ranked.rank} <= ${q.perComment}`)
      .orderBy(asc(postComments.createdAt), asc(postComments.id)),
    db
      .select({ parentId: postComments.parentId, count: sql<number>`count(*)::int` })
      .from(postComments)
      .where(where)
      .groupBy(postComments.parentId),
  ]);
  return { rows, counts };
}
