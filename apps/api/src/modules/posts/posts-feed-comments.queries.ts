import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberships, postComments, users } from '../../db/schema.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { perDatabase, unnamed } from '../../lib/prepared.ts';
import { authorColumns, authorMembership } from './posts.queries.ts';
import type { PostKey } from './posts-feed.queries.ts';

/**
 * The members' side of posts (the app), its comments: a comment to reply to, new comments, one
 * comment, the pages of top-level comments with their replies. Every query names the community.
 */

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
  const query = topCommentsPage(db);
  const values = { communityId, postId: q.postId };
  const [rows, [count]] = await Promise.all([
    query.rows.execute({ ...values, ...pageWindow(q) }),
    query.total.execute(values),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** listTopComments' page and total, built once (placeholders: communityId, postId, limit, offset). */
const topCommentsPage = perDatabase((db) => {
  const where = and(
    eq(postComments.communityId, sql.placeholder('communityId')),
    eq(postComments.postId, sql.placeholder('postId')),
    isNull(postComments.parentId),
  );
  const newestFirst = [desc(postComments.createdAt), desc(postComments.id)];
  // Deferred join: the page's ids from the comments' index alone, then their authors for those rows only
  // (joined first, PostgreSQL would rather hash every user than look up a page's twenty).
  const pageIds = db
    .select({ id: postComments.id })
    .from(postComments)
    .where(where)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return {
    rows: commentSelect(db)
      .where(
        and(eq(postComments.communityId, sql.placeholder('communityId')), inArray(postComments.id, pageIds)),
      )
      .orderBy(...newestFirst)
      .prepare(unnamed),
    total: db.select({ total: sql<number>`count(*)::int` }).from(postComments).where(where).prepare(unnamed),
  };
});

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
  const query = firstReplies(db);
  // The ids as one array literal (uuids read from the database: nothing to quote).
  const values = { communityId, parentIds: `{${q.parentIds.join(',')}}` };
  const [rows, counts] = await Promise.all([
    query.rows.execute({ ...values, perComment: q.perComment }),
    query.counts.execute(values),
  ]);
  return { rows, counts };
}

/** listReplies' replies and counts, built once (placeholders: communityId, parentIds, perComment). */
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
    rows: commentSelect(db)
      .innerJoin(ranked, eq(ranked.id, postComments.id))
      .where(sql`${ranked.rank} <= ${sql.placeholder('perComment')}`)
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
