import type { FeedPost } from '@koinonia/shared/posts/posts-feed.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { findInFeed } from './post-cache';

/** GET /api/community/posts/{id}: one active post, with whether the person liked it. */
export function fetchPost(id: string, signal?: AbortSignal): Promise<FeedPost> {
  return api<FeedPost>(`/community/posts/${encodeURIComponent(id)}`, { signal });
}

export const postDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['posts', 'detail', id],
    queryFn: ({ signal }) => fetchPost(id, signal),
  });

/** The post, shown at once from the feed when it is there, then read again. */
export function usePostDetail(id: string) {
  const client = useQueryClient();
  return useQuery({ ...postDetailQuery(id), placeholderData: () => findInFeed(client, id) });
}
