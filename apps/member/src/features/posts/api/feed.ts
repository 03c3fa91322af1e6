import type { FeedPage } from '@koinonia/shared/posts/posts-feed.schemas';
import { apiRead } from '@koinonia/ui/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { feedPageRead } from '../../../lib/first-reads';

/** GET /api/community/posts: the community's active posts, newest first, a page at a time (12). */
export function fetchFeedPage(page: number, signal?: AbortSignal): Promise<FeedPage> {
  return apiRead<FeedPage>(feedPageRead(page), signal);
}

export const feedQuery = infiniteQueryOptions({
  queryKey: ['posts', 'feed'],
  queryFn: ({ pageParam, signal }) => fetchFeedPage(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
});

export function useFeed() {
  return useInfiniteQuery(feedQuery);
}
