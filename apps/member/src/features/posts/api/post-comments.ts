import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import type { PostComment, PostReply } from '@koinonia/shared/posts/posts.schemas';
import { api } from '@koinonia/ui/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export interface CommentsPage {
  items: PostComment[];
  pagination: Pagination;
}
export interface RepliesPage {
  items: PostReply[];
  pagination: Pagination;
}

/**
 * GET /api/community/posts/{id}/comments: top-level comments, newest first (20 a page), each with its
 * first 50 replies, oldest first.
 */
export const postCommentsQuery = (postId: string) =>
  infiniteQueryOptions({
    queryKey: ['posts', 'comments', postId],
    queryFn: ({ pageParam, signal }) =>
      api<CommentsPage>(`/community/posts/${encodeURIComponent(postId)}/comments`, {
        query: { page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: CommentsPage) =>
      last.pagination.hasMore ? last.pagination.page + 1 : undefined,
  });

export function usePostComments(postId: string) {
  return useInfiniteQuery(postCommentsQuery(postId));
}

/**
 * GET /api/community/posts/comments/{id}/replies: the replies after the first 50 that come with the
 * comment (page 2 on, 50 a page), asked only when the person wants them.
 */
export function useMoreReplies(commentId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['posts', 'replies', commentId],
    queryFn: ({ pageParam, signal }) =>
      api<RepliesPage>(`/community/posts/comments/${encodeURIComponent(commentId)}/replies`, {
        query: { page: pageParam },
        signal,
      }),
    initialPageParam: 2,
    getNextPageParam: (last: RepliesPage) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    enabled,
  });
}
