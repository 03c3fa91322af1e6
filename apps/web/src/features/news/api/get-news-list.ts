import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import { compareNews } from '@koinonia/shared/news/news.helpers';
import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { api } from '@koinonia/ui/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { newsKeys } from './news-keys';

/** The most the API answers per page; 'Cargar más noticias' asks for the next one. */
export const NEWS_PAGE_SIZE = 100;

export interface NewsPage {
  items: NewsItem[];
  pagination: Pagination;
}

/** One page of every news item, inactive ones included, most important first. */
export function fetchNewsPage(page: number, signal?: AbortSignal): Promise<NewsPage> {
  return api<NewsPage>('/community/news', {
    query: { includeInactive: true, page, limit: NEWS_PAGE_SIZE, sortBy: 'priority', sortOrder: 'asc' },
    signal,
    fallback: 'Error al cargar las noticias',
  });
}

export interface NewsList {
  /** The loaded pages as one list, in the screen's order. */
  items: NewsItem[];
  total: number;
}

export const newsListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchNewsPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    select: (data): NewsList => {
      // A page boundary can shift while pages load (a news item created meanwhile): keep each item once.
      const byId = new Map(data.pages.flatMap((p) => p.items).map((item) => [item.id, item]));
      return {
        items: [...byId.values()].sort(compareNews),
        total: data.pages.at(-1)?.pagination.total ?? byId.size,
      };
    },
  });

export function useNewsList(enabled: boolean) {
  return useInfiniteQuery({ ...newsListQueryOptions(), enabled });
}
