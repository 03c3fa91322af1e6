import { fallbackTags } from '@koinonia/shared/news/news.constants';
import type { NewsTag } from '@koinonia/shared/news/news.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsKeys } from './news-keys';

/** The tags in use with their counts; the built-in fallbacks when they cannot be fetched (spec section 8). */
export async function fetchNewsTags(signal?: AbortSignal): Promise<NewsTag[]> {
  try {
    return await api<NewsTag[]>('/community/news/tags', { signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    console.warn('No se pudieron cargar las etiquetas; se usan las predeterminadas', err);
    return fallbackTags;
  }
}

export const newsTagsQueryOptions = () =>
  queryOptions({ queryKey: newsKeys.tags(), queryFn: ({ signal }) => fetchNewsTags(signal) });

export function useNewsTags(enabled: boolean) {
  return useQuery({ ...newsTagsQueryOptions(), enabled });
}
