import { POSTS_LIMITS } from '@koinonia/shared/posts/posts.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query';
import type { RepliesPage } from '../lib/post-details';
import { postFallbacks } from '../lib/post-errors';
import { postsApi } from './posts-api';
import { postsKeys } from './posts-keys';

/** A page's size equals the replies the details embed, so page 2 starts right after them. */
const REPLIES_PAGE_SIZE = POSTS_LIMITS.detailsRepliesPerComment;

/** One page of a comment's replies, oldest first (also of a deleted post's comments). */
export function fetchCommentReplies(commentId: string, page: number, signal?: AbortSignal) {
  return postsApi<RepliesPage>(`/admin/community/posts/comments/${encodeURIComponent(commentId)}/replies`, {
    query: { page, limit: REPLIES_PAGE_SIZE },
    signal,
    fallback: postFallbacks.replies,
  });
}

/** The replies after those embedded in the details: page 2 on, loaded on demand. */
export const commentRepliesQueryOptions = (commentId: string) =>
  pagedQueryOptions(
    postsKeys.replies(commentId),
    (page, signal) => fetchCommentReplies(commentId, page, signal),
    { firstPage: 2 },
  );

/** A comment's further replies; nothing is fetched until `enabled` (the first 'Ver más respuestas'). */
export function useCommentReplies(commentId: string, enabled: boolean) {
  return useInfiniteQuery({ ...commentRepliesQueryOptions(commentId), enabled });
}
