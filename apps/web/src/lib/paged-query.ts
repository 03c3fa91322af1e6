import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** One page of a list the API answers page by page. */
export interface Paged {
  pagination: Pagination;
}

/** The page after `last`, while the server says more follow. */
export const nextPage = (last: Paged) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined);

/**
 * A list read page by page ('Cargar más'): `fetchPage` asks for one page, from `firstPage` (1 unless
 * told), and the next one is asked for while the last says more follow.
 */
export function pagedQueryOptions<
  TPage extends Paged,
  TKey extends QueryKey,
  TData = InfiniteData<TPage, number>,
>(
  queryKey: TKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<TPage>,
  options: { firstPage?: number; select?: (data: InfiniteData<TPage, number>) => TData } = {},
) {
  return infiniteQueryOptions<TPage, Error, TData, TKey, number>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: options.firstPage ?? 1,
    getNextPageParam: nextPage,
    select: options.select,
  });
}

/**
 * The loaded pages as one list with the server's total. Each item once: one written while the pages
 * load shifts the page boundaries, so an item may come twice.
 */
export function mergePages<T extends { id: string }>(
  pages: readonly { items: readonly T[]; pagination: Pagination }[],
) {
  const byId = new Map(pages.flatMap((p) => p.items).map((item) => [item.id, item]));
  return { items: [...byId.values()], total: pages.at(-1)?.pagination.total ?? byId.size };
}

/** The loaded pages cut to the first one (the same object when there is nothing to cut). */
export function firstPageOnly<T, P>(data: InfiniteData<T, P>): InfiniteData<T, P>;
export function firstPageOnly<T, P>(data: InfiniteData<T, P> | undefined): InfiniteData<T, P> | undefined;
export function firstPageOnly<T, P>(data: InfiniteData<T, P> | undefined): InfiniteData<T, P> | undefined {
  if (!data || data.pages.length <= 1) return data;
  return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
}

/**
 * Starts the cached list under `queryKey` again at page 1 before it shows: going back to filters seen
 * before shows their first page, not the pages loaded then. A list still loading a page is dropped
 * instead (its answer would put the cut pages back) and loads afresh.
 */
export function startAtFirstPage(queryClient: QueryClient, queryKey: QueryKey) {
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (!query) return;
  if (query.state.fetchStatus === 'fetching') {
    queryClient.removeQueries({ queryKey, exact: true });
    return;
  }
  const data = query.state.data as InfiniteData<unknown, unknown> | undefined;
  // Keep the page's own age: a first page loaded long ago is still refetched when the list shows.
  if (data && data.pages.length > 1)
    queryClient.setQueryData(queryKey, firstPageOnly(data), { updatedAt: query.state.dataUpdatedAt });
}
