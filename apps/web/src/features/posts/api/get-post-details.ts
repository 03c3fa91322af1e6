import type { PostDetails } from '@koinonia/shared/posts/posts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postFallbacks } from '../lib/post-errors';
import { postsApi } from './posts-api';
import { postsKeys } from './posts-keys';

export function fetchPostDetails(id: string, signal?: AbortSignal): Promise<PostDetails> {
  return postsApi<PostDetails>(`/admin/community/posts/${encodeURIComponent(id)}/details`, {
    signal,
    fallback: postFallbacks.details,
  });
}

export const postDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: postsKeys.details(id), queryFn: ({ signal }) => fetchPostDetails(id, signal) });

export function usePostDetails(id: string | null) {
  return useQuery({ ...postDetailsQueryOptions(id ?? ''), enabled: !!id });
}
