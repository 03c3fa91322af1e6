import { fallbackTags } from '@koinonia/shared/news/news.constants';
import type { NewsTag } from '@koinonia/shared/news/news.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrFallback } from './fetch-or-fallback';
import { newsKeys } from './news-keys';

/** The tags in use with their counts; the built-in fallbacks when they cannot be fetched (spec section 8). */
export const fetchNewsTags = (signal?: AbortSignal) =>
  fetchOrFallback<NewsTag[]>(
    '/community/news/tags',
    fallbackTags,
    'No se pudieron cargar las etiquetas; se usan las predeterminadas',
    signal,
  );

export const newsTagsQueryOptions = () =>
  queryOptions({ queryKey: newsKeys.tags(), queryFn: ({ signal }) => fetchNewsTags(signal) });

export function useNewsTags(enabled: boolean) {
  return useQuery({ ...newsTagsQueryOptions(), enabled });
}
