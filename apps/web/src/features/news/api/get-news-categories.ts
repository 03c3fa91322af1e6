import { fallbackCategories } from '@koinonia/shared/news/news.constants';
import type { NewsCategory } from '@koinonia/shared/news/news.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsKeys } from './news-keys';

/** The categories with their counts; the built-in fallbacks when they cannot be fetched (spec section 8). */
export async function fetchNewsCategories(signal?: AbortSignal): Promise<NewsCategory[]> {
  try {
    return await api<NewsCategory[]>('/community/news/categories', { signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    console.warn('No se pudieron cargar las categorías; se usan las predeterminadas', err);
    return fallbackCategories;
  }
}

export const newsCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: newsKeys.categories(),
    queryFn: ({ signal }) => fetchNewsCategories(signal),
  });

export function useNewsCategories(enabled: boolean) {
  return useQuery({ ...newsCategoriesQueryOptions(), enabled });
}
