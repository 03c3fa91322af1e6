import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import type { CommentRepliesQuery, PostReply } from '@koinonia/shared/posts/posts.schemas';
import { AppError } from '../../lib/app-error.ts';
import { audit, fieldsSet } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { withJsonItems } from '../../lib/json-items.ts';
import { paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as cq from './post-comments.queries.ts';
import * as q from './posts.queries.ts';
import { isDashboard } from './posts.service.ts';

/** Comments of community posts: the pages of a comment's replies, and deletion (dashboard or author). */

/**
 * DELETE /community/posts/comments/{id}: by the dashboard (any comment of the community) or by its
 * author (on a post the app still shows; a guest may not). Its replies go with it, and the post's
 * counter is recounted in the same transaction.
 */
export async function deleteComment({ db }: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('COMMENT_NOT_FOUND');
  const dashboard = isDashboard(caller);
  if (!dashboard && caller.role === 'GUEST') throw new AppError('FORBIDDEN');
  return db.transaction(async (tx) => {
    const communityId = caller.communityId;
    const comment = await cq.findComment(tx, { communityId, commentId: id });
    if (!comment || (!dashboard && !comment.postIsActive)) throw new AppError('COMMENT_NOT_FOUND');
    if (!dashboard && comment.authorId !== caller.userId) throw new AppError('FORBIDDEN');
    // The post's row lock orders this with likes, comments and other deletions of the same post.
    await q.lockPost(tx, { communityId, postId: comment.postId });
    const deletedCount = await cq.deleteCommentAndReplies(tx, { communityId, commentId: id });
    if (deletedCount === 0) throw new AppError('COMMENT_NOT_FOUND');
    const commentsCount = await cq.recountComments(tx, { communityId, postId: comment.postId });
    if (dashboard)
      await audit(tx, caller, {
        action: 'delete',
        objectType: 'comment',
        objectId: id,
        changes: fieldsSet({
          postId: comment.postId,
          parentId: comment.parentId,
          authorId: comment.authorId,
          content: comment.content,
          repliesDeleted: deletedCount - 1,
        }),
      });
    return { id, postId: comment.postId, deletedCount, commentsCount };
  });
}

/**
 * One page of a top-level comment's replies, oldest first. Not found: a non-uuid or unknown id,
 * another community's comment, a reply (threads are one level deep, so it has none), and, unless
 * `includeDeletedPost`, a comment of a deleted post.
 */
async function repliesOf(
  { db }: ServiceDeps,
  caller: Caller,
  id: string,
  query: CommentRepliesQuery,
  { includeDeletedPost }: { includeDeletedPost: boolean },
) {
  if (!isUuid(id)) throw new AppError('COMMENT_NOT_FOUND');
  const communityId = caller.communityId;
  const comment = await cq.findComment(db, { communityId, commentId: id });
  if (!comment || comment.parentId !== null || (!includeDeletedPost && !comment.postIsActive))
    throw new AppError('COMMENT_NOT_FOUND');
  const { items, total } = await cq.repliesPage(db, { communityId, commentId: id, ...query });
  return withJsonItems<{ items: PostReply[]; pagination: Pagination }>(
    { pagination: paginated([], total, query).pagination },
    items,
  );
}

/** GET /admin/community/posts/comments/{id}/replies: the dashboard reads those of deleted posts too. */
export function listReplies(deps: ServiceDeps, caller: Caller, id: string, query: CommentRepliesQuery) {
  return repliesOf(deps, caller, id, query, { includeDeletedPost: true });
}

/** GET /community/posts/comments/{id}/replies: the app reads those of active posts only. */
export function listFeedReplies(deps: ServiceDeps, caller: Caller, id: string, query: CommentRepliesQuery) {
  return repliesOf(deps, caller, id, query, { includeDeletedPost: false });
}
