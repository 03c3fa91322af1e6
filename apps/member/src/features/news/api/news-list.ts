import type { NewsPage } from '@koinonia/shared/news/news.schemas';
import { api } from '@koinonia/ui/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

/** How many news a page of the list brings. */
export const NEWS_PAGE_SIZE = 10;

/** GET /api/community/news: the active news, a page at a time (the server's order: priority first). */
export const newsListQuery = infiniteQueryOptions({
  queryKey: ['news', 'list'],
  queryFn: ({ pageParam, signal }) =>
    api<NewsPage>('/community/news', { query: { page: pageParam, limit: NEWS_PAGE_SIZE }, signal }),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
});

export const useNewsList = () => useInfiniteQuery(newsListQuery);
