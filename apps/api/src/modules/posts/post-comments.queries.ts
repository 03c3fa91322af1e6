import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
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

/** One page of a post's top-level comments, newest first, and how many there are. */
export async function topLevelComments(db: Tx, { communityId, postId, page, limit }: PostKey & PageQuery) {
  const query = topLevelPage(db);
  const [rows, [count]] = await Promise.all([
    query.rows.execute({ communityId, postId, limit, offset: (page - 1) * limit }),
    query.total.execute({ communityId, postId }),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** topLevelComments' page and total, built once (placeholders: communityId, postId, limit, offset). */
const topLevelPage = perDatabase((db) => {
  const where = and(
    eq(postComments.communityId, sql.placeholder('communityId')),
    eq(postComments.postId, sql.placeholder('postId')),
    isNull(postComments.parentId),
  );
  const newestFirst = [desc(postComments.createdAt), desc(postComments.id)];
  // Deferred join, as the app's listTopComments: the page's ids from the comments' index alone, then
  // their authors for those rows only (joined first, PostgreSQL hashes every user of the church for a
  // post with many comments: 10 ms instead of 1 at the bench's 500).
  const pageIds = db
    .select({ id: postComments.id })
    .from(postComments)
    .where(where)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return {
    rows: selectComments(db)
      .where(
        and(eq(postComments.communityId, sql.placeholder('communityId')), inArray(postComments.id, pageIds)),
      )
      .orderBy(...newestFirst)
      .prepare(unnamed),
    total: db.select({ total: sql<number>`count(*)::int` }).from(postComments).where(where).prepare(unnamed),
  };
});

/** The first `perParent` replies (oldest first) of each of these comments, and each one's reply count. */
export async function repliesOf(
  db: Tx,
  { communityId, parentIds, perParent }: { communityId: string; parentIds: string[]; perParent: number },
) {
  if (parentIds.length === 0) return { rows: [] as CommentRow[], counts: new Map<string, number>() };
  const query = firstReplies(db);
  // The ids as one array literal (uuids read from the database: nothing to quote).
  const values = { communityId, parentIds: `{${parentIds.join(',')}}` };
  const [rows, counts] = await Promise.all([
    query.rows.execute({ ...values, perParent }),
    query.counts.execute(values),
  ]);
  return {
    rows,
    counts: new Map(counts.map((c) => [c.parentId!, c.count])),
  };
}

/**
 * repliesOf's replies and counts, built once (placeholders: communityId, parentIds, perParent). The
 * parents as one uuid[] literal.
 */
const firstReplies = perDatabase((db) => {
  const where = and(
    eq(postComments.communityId, sql.placeholder('communityId')),
    sql`${postComments.parentId} = any(${sql.placeholder('parentIds')}::uuid[])`,
  );
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
  return {
    rows: selectComments(db)
      .innerJoin(ranked, eq(ranked.id, postComments.id))
      .where(lte(ranked.rank, sql.placeholder('perParent')))
      .orderBy(asc(postComments.createdAt), asc(postComments.id))
      .prepare(unnamed),
    counts: db
      .select({ parentId: postComments.parentId, count: sql<number>`count(*)::int` })
      .from(postComments)
      .where(where)
      .groupBy(postComments.parentId)
      .prepare(unnamed),
  };
});

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

/**
 * One page of a post's top-level comments (newest first), each with its first `perParent` replies
 * (oldest first) and its true number of replies, and the number of top-level comments: the details
 * modal and the app's comments both read this.
 */
export async function commentThreads(
  db: Tx,
  q: PostKey & PageQuery & { perParent: number },
): Promise<{ threads: CommentThread[]; total: number }> {
  const { rows, total } = await topLevelComments(db, q);
  const replies = await repliesOf(db, {
    communityId: q.communityId,
    parentIds: rows.map((r) => r.id),
    perParent: q.perParent,
  });
  const byParent = new Map<string, CommentRow[]>();
  for (const reply of replies.rows) {
    const list = byParent.get(reply.parentId!);
    if (list) list.push(reply);
    else byParent.set(reply.parentId!, [reply]);
  }
  const threads = rows.map((comment) => ({
    comment,
    repliesCount: replies.counts.get(comment.id) ?? 0,
    replies: byParent.get(comment.id) ?? [],
  }));
  return { threads, total };
}

export interface CommentThread {
  comment: CommentRow;
  repliesCount: number;
  replies: CommentRow[];
}
