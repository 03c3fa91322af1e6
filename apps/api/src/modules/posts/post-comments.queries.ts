import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communityPosts, memberships, postComments, users } from '../../db/schema.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { perDatabase, unnamed } from '../../lib/prepared.ts';
import { authorColumns, authorMembership, type PageQuery, type PostKey } from './posts.queries.ts';

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
    .where(and(eq(postComments.communityId, communityId), eq(postComments.id, commentId)))
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
    .where(and(eq(communityPosts.communityId, communityId), eq(communityPosts.id, postId)))
    .returning({ commentsCount: communityPosts.commentsCount });
  return row?.commentsCount ?? 0;
}

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  parentId: postComments.parentId,
  content: postComments.content,
  createdAt: postComments.createdAt,
  ...authorColumns,
};

export function selectComments(db: Tx) {
  return db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.authorId))
    .leftJoin(memberships, authorMembership(postComments.communityId, postComments.authorId));
}
export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

/** One page of a comment's replies, oldest first (the order the details and the app show), and how many there are. */
export async function repliesPage(db: Tx, { communityId, commentId, page, limit }: CommentKey & PageQuery) {
  const query = repliesPageOf(db);
  const window = pageWindow({ page, limit });
  const [rows, [count]] = await Promise.all([
    query.rows.execute({ communityId, commentId, limit: window.limit, offset: window.offset }),
    query.total.execute({ communityId, commentId }),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** repliesPage's page and total, built once (placeholders: communityId, commentId, limit, offset). */
const repliesPageOf = perDatabase((db) => {
  const where = and(
    eq(postComments.communityId, sql.placeholder('communityId')),
    eq(postComments.parentId, sql.placeholder('commentId')),
  );
  return {
    rows: selectComments(db)
      .where(where)
      .orderBy(asc(postComments.createdAt), asc(postComments.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(unnamed),
    total: db.select({ total: sql<number>`count(*)::int` }).from(postComments).where(where).prepare(unnamed),
  };
});
