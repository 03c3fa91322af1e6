import { POSTS_LIMITS, type PostDetails } from '@koinonia/shared/posts/posts.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { mergeDetailsPages, nextCommentsPage } from '../lib/post-details';
import { postFallbacks } from '../lib/post-errors';
import { postsApi } from './posts-api';
import { postsKeys } from './posts-keys';

/** One page of the details: the post, its admin information and 20 top-level comments (newest first). */
export function fetchPostDetails(id: string, commentsPage = 1, signal?: AbortSignal): Promise<PostDetails> {
  return postsApi<PostDetails>(`/admin/community/posts/${encodeURIComponent(id)}/details`, {
    query: { commentsPage, commentsLimit: POSTS_LIMITS.detailsCommentsPageSize },
    signal,
    fallback: commentsPage > 1 ? postFallbacks.comments : postFallbacks.details,
  });
}

/**
 * The details as an infinite query: page 1 is the post with its 20 newest comments, and each next page
 * appends 20 older ones. A refresh (after a deletion) refetches every loaded page, so the counts and
 * the lists stay consistent.
 */
export const postDetailsQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: postsKeys.details(id),
    queryFn: ({ pageParam, signal }) => fetchPostDetails(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextCommentsPage,
    select: (data) => mergeDetailsPages(data.pages),
  });

export function usePostDetails(id: string | null) {
  return useInfiniteQuery({ ...postDetailsQueryOptions(id ?? ''), enabled: !!id });
}
