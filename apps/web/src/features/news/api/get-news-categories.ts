import { fallbackCategories } from '@koinonia/shared/news/news.constants';
import type { NewsCategory } from '@koinonia/shared/news/news.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrFallback } from './fetch-or-fallback';
import { newsKeys } from './news-keys';

/** The categories with their counts; the built-in fallbacks when they cannot be fetched (spec section 8). */
export const fetchNewsCategories = (signal?: AbortSignal) =>
  fetchOrFallback<NewsCategory[]>(
    '/community/news/categories',
    fallbackCategories,
    'No se pudieron cargar las categorías; se usan las predeterminadas',
    signal,
  );

export const newsCategoriesQueryOptions = () =>
  queryOptions({ queryKey: newsKeys.categories(), queryFn: ({ signal }) => fetchNewsCategories(signal) });

export function useNewsCategories(enabled: boolean) {
  return useQuery({ ...newsCategoriesQueryOptions(), enabled });
}
