import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/community/news/{id}: one active news item (404 when it is gone or hidden). */
export const newsItemQuery = (id: string) =>
  queryOptions({
    queryKey: ['news', 'item', id],
    queryFn: ({ signal }) => api<NewsItem>(`/community/news/${encodeURIComponent(id)}`, { signal }),
  });

export const useNewsItem = (id: string) => useQuery(newsItemQuery(id));
