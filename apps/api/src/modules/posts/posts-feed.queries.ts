import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communityPosts, memberships, postLikes, users } from '../../db/schema.ts';
import { byIds, jsonArrayText, jsonObject, jsonPage } from '../../lib/json-items.ts';
import { nearerEnd, pageWindow } from '../../lib/pagination.ts';
import { perDatabase } from '../../lib/prepared.ts';
import { countFromCounters } from './post-counts.queries.ts';
import { authorMembership, postIdsPage, postJsonFields, postReadColumns } from './posts.queries.ts';

/**
 * The members' side of posts (the app): the feed, one post, and likes (comments with their replies and
 * new comments: posts-feed-comments.queries.ts). Every query names the community; a deleted post
 * (isActive false) is never read here.
 */

/** Whether the viewer (the placeholder viewerId) liked the row's post: one EXISTS per row. */
const likedByViewer = sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${communityPosts.id} and ${postLikes.userId} = ${sql.placeholder('viewerId')})`;

const feedColumns = { ...postReadColumns, likedByMe: likedByViewer };

const activePost = (communityId: string) =>
  and(eq(communityPosts.communityId, communityId), eq(communityPosts.isActive, true));

/** Posts with their authors and whether the viewer liked each (placeholder viewerId). */
function feedSelect(db: Tx) {
  return db
    .select(feedColumns)
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
 * Active posts, newest first, with whether `viewerId` liked each, as JSON text of feedPostSchema items
 * (toFeedPost's mapping): the total (from the counters), then the page's ids from the posts table alone,
 * walked from the nearer end (pagePostIds), then those posts with their authors, written by PostgreSQL
 * (feedJson).
 */
export async function listFeed(db: Tx, communityId: string, q: FeedQuery & { viewerId: string }) {
  const { limit, offset } = pageWindow(q);
  const total = await countFromCounters(db, communityId, { type: q.type, includeDeleted: false });
  if (offset >= total) return { items: '[]', total };
  const walk = nearerEnd({ limit, offset, total });
  const shape = `${q.type ? 'type' : ''}:${walk.backwards ? 'backwards' : 'forwards'}` as const;
  const values = { communityId, type: q.type, viewerId: q.viewerId, limit: walk.limit, offset: walk.offset };
  const items = await jsonPage(postIdsPage(db, shape), feedJson(db), values, walk.backwards);
  return { items, total };
}

/** Feed posts by id as JSON text of feedPostSchema (placeholders: communityId, viewerId, ids). */
const feedJson = perDatabase((db) => {
  const rows = byIds(communityPosts.id);
  const item = jsonObject({ ...postJsonFields, likedByMe: likedByViewer });
  return db
    .select({ items: jsonArrayText(item, rows.order) })
    .from(communityPosts)
    .innerJoin(users, eq(users.id, communityPosts.authorId))
    .leftJoin(memberships, authorMembership(communityPosts.communityId, communityPosts.authorId))
    .where(and(eq(communityPosts.communityId, sql.placeholder('communityId')), rows.where))
    .prepare('koinonia_feed_json');
});

export interface PostKey {
  communityId: string;
  postId: string;
}

export async function findFeedPost(
  db: Tx,
  { communityId, postId, viewerId }: PostKey & { viewerId: string },
) {
  const [row] = await feedPost(db).execute({ communityId, postId, viewerId });
  return row;
}

/** findFeedPost's statement, built once: a read by primary key. */
const feedPost = perDatabase((db) =>
  feedSelect(db)
    .where(
      and(
        eq(communityPosts.communityId, sql.placeholder('communityId')),
        eq(communityPosts.isActive, true),
        eq(communityPosts.id, sql.placeholder('postId')),
      ),
    )
    .limit(1)
    .prepare('koinonia_feed_post'),
);

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
