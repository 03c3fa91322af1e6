import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import { compareNews } from '@koinonia/shared/news/news.helpers';
import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { api } from '@koinonia/ui/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { mergePages, pagedQueryOptions } from '../../../lib/paged-query';
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
  pagedQueryOptions(newsKeys.list(), fetchNewsPage, {
    select: (data): NewsList => {
      const { items, total } = mergePages(data.pages);
      return { items: items.sort(compareNews), total };
    },
  });

export function useNewsList(enabled: boolean) {
  return useInfiniteQuery({ ...newsListQueryOptions(), enabled });
}
