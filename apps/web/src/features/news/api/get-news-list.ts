import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import { compareNews } from '@koinonia/shared/news/news.helpers';
import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newsKeys } from './news-keys';

export interface NewsList {
  items: NewsItem[];
  pagination: Pagination;
}

/** The dashboard asks for every news item, inactive ones included, most important first. */
export async function fetchNewsList(signal?: AbortSignal): Promise<NewsList> {
  const data = await api<NewsList>('/community/news', {
    query: { includeInactive: true, page: 1, limit: 100, sortBy: 'priority', sortOrder: 'asc' },
    signal,
    fallback: 'Error al cargar las noticias',
  });
  return { ...data, items: [...data.items].sort(compareNews) };
}

export const newsListQueryOptions = () =>
  queryOptions({ queryKey: newsKeys.list(), queryFn: ({ signal }) => fetchNewsList(signal) });

export function useNewsList(enabled: boolean) {
  return useQuery({ ...newsListQueryOptions(), enabled });
}
