import type { PostStats } from '@koinonia/shared/posts/posts.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postFallbacks } from '../lib/post-errors';
import { postsApi } from './posts-api';
import { postsKeys } from './posts-keys';

export function fetchPostStats(signal?: AbortSignal): Promise<PostStats> {
  return postsApi<PostStats>('/admin/community/posts/stats', { signal, fallback: postFallbacks.load });
}

export const postStatsQueryOptions = () =>
  queryOptions({ queryKey: postsKeys.stats(), queryFn: ({ signal }) => fetchPostStats(signal) });

export function usePostStats() {
  return useQuery(postStatsQueryOptions());
}
