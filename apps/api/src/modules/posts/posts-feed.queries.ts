import type { FeedPost } from '@koinonia/shared/posts/posts-feed.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communityPosts, postLikes } from '../../db/schema.ts';
import { communityRow, insertRow } from '../../lib/community-rows.ts';
import { jsonObject } from '../../lib/json-items.ts';
import { listPage, readModel } from '../../lib/read-model.ts';
import { addMark, removeMark } from '../../lib/user-marks.ts';
import { countFromCounters } from './post-counts.queries.ts';
import { postFields, postIdsPage, postsWithAuthors } from './posts.queries.ts';

/**
 * The members' side of posts (the app): the feed, one post, and likes (comments with their replies and
 * new comments: posts-feed-comments.queries.ts). Every query names the community; a deleted post
 * (isActive false) is never read here.
 */

/** Whether the viewer (the placeholder viewerId) liked the row's post: one EXISTS per row. */
const likedByViewer = sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${communityPosts.id} and ${postLikes.userId} = ${sql.placeholder('viewerId')})`;

/**
 * An active post of the community as feedPostSchema answers it (the viewer: placeholder viewerId): the
 * feed's items and one post's read.
 */
export const feedPostModel = readModel<FeedPost>({
  name: 'feed',
  id: communityPosts.id,
  scope: sql`${communityPosts.communityId} = ${sql.placeholder('communityId')} and ${communityPosts.isActive}`,
  from: postsWithAuthors,
  item: jsonObject({ ...postFields, likedByMe: likedByViewer }),
});

const activePost = (communityId: string) =>
  and(eq(communityPosts.communityId, communityId), eq(communityPosts.isActive, true));

export interface FeedQuery {
  type?: (typeof communityPosts.type.enumValues)[number];
  page: number;
  limit: number;
}

/**
 * Active posts, newest first, with whether `viewerId` liked each, as JSON text of feedPostSchema items:
 * the total (from the counters), then the page's ids from the posts table alone, walked from the nearer
 * end (postIdsPage), then those posts with their authors (feedPostModel).
 */
export function listFeed(db: Tx, communityId: string, q: FeedQuery & { viewerId: string }) {
  return listPage({
    db,
    model: feedPostModel,
    values: { communityId, type: q.type, viewerId: q.viewerId },
    page: q,
    ids: (direction) => postIdsPage(db, `${q.type ? 'type' : ''}:${direction}`),
    count: () => countFromCounters(db, communityId, { type: q.type, includeDeleted: false }),
    nearerEnd: true,
  });
}

export interface PostKey {
  communityId: string;
  postId: string;
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
export function deleteLike(db: Tx, { communityId, postId, userId }: PostKey & { userId: string }) {
  return removeMark(db, postLikes, postLikes.postId, { communityId, itemId: postId, userId });
}

/** Adds the like unless one exists (a concurrent one included): true when this statement added it. */
export function insertLike(db: Tx, { communityId, postId, userId }: PostKey & { userId: string }) {
  return addMark(db, postLikes, postLikes.postId, { communityId, postId, userId });
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
    .where(communityRow(communityPosts, { communityId, id: postId }))
    .returning({ likesCount: communityPosts.likesCount, commentsCount: communityPosts.commentsCount });
  return row!;
}

export function insertPost(db: Tx, values: typeof communityPosts.$inferInsert) {
  return insertRow(db, communityPosts, values);
}
