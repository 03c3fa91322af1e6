import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/community/news/home-slice: the home's news cards (its empty slots, null, left out). */
export const homeSliceQuery = queryOptions({
  queryKey: ['news', 'home-slice'],
  queryFn: ({ signal }) => api<(NewsItem | null)[]>('/community/news/home-slice', { signal }),
  select: (slots) => slots.filter((n): n is NewsItem => n !== null),
});

export const useHomeSlice = () => useQuery(homeSliceQuery);
