import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { apiRead } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeSliceRead } from '../../../lib/first-reads';

/** GET /api/community/news/home-slice: the home's news cards (its empty slots, null, left out). */
export const homeSliceQuery = queryOptions({
  queryKey: ['news', 'home-slice'],
  queryFn: ({ signal }) => apiRead<(NewsItem | null)[]>(homeSliceRead, signal),
  select: (slots) => slots.filter((n): n is NewsItem => n !== null),
});

export const useHomeSlice = () => useQuery(homeSliceQuery);
