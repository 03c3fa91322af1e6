import type { PostReply } from '@koinonia/shared/posts/posts.schemas';
import { and, asc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communityPosts, memberships, postComments, users } from '../../db/schema.ts';
import { communityRow } from '../../lib/community-rows.ts';
import { isoText, jsonObject } from '../../lib/json-items.ts';
import { perDatabase, unnamed } from '../../lib/prepared.ts';
import { listPage, readModel } from '../../lib/read-model.ts';
import { authorMembership, authorObject, type PageQuery, type PostKey } from './posts.queries.ts';

/**
 * Comments and replies: the details' page, the replies' pages (dashboard and app), and deletion with
 * the counter.
 */

export interface CommentKey {
  communityId: string;
  commentId: string;
}

export async function findComment(db: Tx, { communityId, commentId }: CommentKey) {
  const [row] = await db
    .select({
      id: postComments.id,
      postId: postComments.postId,
      parentId: postComments.parentId,
      authorId: postComments.authorId,
      content: postComments.content,
      postIsActive: communityPosts.isActive,
    })
    .from(postComments)
    .innerJoin(communityPosts, eq(communityPosts.id, postComments.postId))
    .where(communityRow(postComments, { communityId, id: commentId }))
    .limit(1);
  return row;
}

/** Deletes a comment and its replies, answering how many rows went. */
export async function deleteCommentAndReplies(db: Tx, { communityId, commentId }: CommentKey) {
  const rows = await db
    .delete(postComments)
    .where(
      and(
        eq(postComments.communityId, communityId),
        sql`(${postComments.id} = ${commentId} or ${postComments.parentId} = ${commentId})`,
      ),
    )
    .returning({ id: postComments.id });
  return rows.length;
}

/** Sets the post's comment counter from its rows (exact whatever raced), answering it. */
export async function recountComments(db: Tx, { communityId, postId }: PostKey) {
  const [row] = await db
    .update(communityPosts)
    .set({
      commentsCount: sql`(select count(*)::int from ${postComments} where ${postComments.postId} = ${postId})`,
    })
    .where(communityRow(communityPosts, { communityId, id: postId }))
    .returning({ commentsCount: communityPosts.commentsCount });
  return row?.commentsCount ?? 0;
}

/**
 * A comment or a reply (postReplySchema) of the comments `c`, its author's account `u` and membership
 * `m` (the tables, or a nested statement's aliases of them: the details' threads).
 */
export function replyFields(
  c: { id: SQLWrapper; postId: SQLWrapper; parentId: SQLWrapper; content: SQLWrapper; createdAt: SQLWrapper },
  u: Parameters<typeof authorObject>[0],
  m: Parameters<typeof authorObject>[1],
) {
  return {
    id: c.id,
    postId: c.postId,
    parentId: c.parentId,
    content: c.content,
    createdAt: isoText(c.createdAt),
    author: authorObject(u, m),
  };
}

/** A comment or a reply of the community, as postReplySchema answers it: the replies' pages, a new comment. */
export const replyModel = readModel<PostReply>({
  name: 'post_reply',
  id: postComments.id,
  scope: eq(postComments.communityId, sql.placeholder('communityId')),
  from: (db, fields) =>
    db
      .select(fields)
      .from(postComments)
      .innerJoin(users, eq(users.id, postComments.authorId))
      .leftJoin(memberships, authorMembership(postComments.communityId, postComments.authorId)),
  item: jsonObject(replyFields(postComments, users, memberships)),
});

/**
 * One page of a comment's replies, oldest first (the order the details and the app show), as JSON text
 * of postReplySchema items, and how many there are.
 */
export function repliesPage(db: Tx, { communityId, commentId, page, limit }: CommentKey & PageQuery) {
  const query = repliesPageOf(db);
  const values = { communityId, commentId };
  return listPage({
    db,
    model: replyModel,
    values,
    page: { page, limit },
    ids: () => query.ids,
    count: async () => (await query.total.execute(values))[0]?.total ?? 0,
  });
}

/** repliesPage's ids and total, built once (placeholders: communityId, commentId, limit, offset). */
const repliesPageOf = perDatabase((db) => {
  const where = and(
    eq(postComments.communityId, sql.placeholder('communityId')),
    eq(postComments.parentId, sql.placeholder('commentId')),
  );
  return {
    ids: db
      .select({ id: postComments.id })
      .from(postComments)
      .where(where)
      .orderBy(asc(postComments.createdAt), asc(postComments.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(unnamed),
    total: db.select({ total: sql<number>`count(*)::int` }).from(postComments).where(where).prepare(unnamed),
  };
});
