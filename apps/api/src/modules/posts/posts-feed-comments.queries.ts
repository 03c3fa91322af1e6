import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { postComments } from '../../db/schema.ts';
import type { PostKey } from './posts-feed.queries.ts';

/**
 * The members' side of posts (the app), its comments: a comment to reply to, new comments. Every query
 * names the community. The pages of comments with their replies are written as JSON with the details
 * modal's (post-details.queries.ts), a new comment's answer by replyModel (post-comments.queries.ts).
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
