import { hashKey, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { postsKeys } from '../api/posts-keys';
import type { PostsFilters } from './posts-filters';

/** The loaded pages cut to the first one (the same object when there is nothing to cut). */
export function firstPageOnly<T, P>(data: InfiniteData<T, P>): InfiniteData<T, P>;
export function firstPageOnly<T, P>(data: InfiniteData<T, P> | undefined): InfiniteData<T, P> | undefined;
export function firstPageOnly<T, P>(data: InfiniteData<T, P> | undefined): InfiniteData<T, P> | undefined {
  if (!data || data.pages.length <= 1) return data;
  return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
}

/**
 * Any change of the filters starts the grid again at page 1 (spec section 4). Each filter combination
 * keeps its own cached list, so the list of the new filters is cut to its first page before it shows:
 * going back to filters seen before shows their first 12 posts, not the pages loaded then. A list still
 * loading a page is dropped instead (its answer would put the cut pages back) and loads afresh.
 */
export function startListAtFirstPage(queryClient: QueryClient, next: PostsFilters, current: PostsFilters) {
  const key = postsKeys.list(next);
  if (hashKey(key) === hashKey(postsKeys.list(current))) return;
  const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
  if (!query) return;
  if (query.state.fetchStatus === 'fetching') {
    queryClient.removeQueries({ queryKey: key, exact: true });
    return;
  }
  const data = query.state.data as InfiniteData<unknown, unknown> | undefined;
  // Keep the page's own age: a first page loaded long ago is still refetched when the list shows.
  if (data && data.pages.length > 1)
    queryClient.setQueryData(key, firstPageOnly(data), { updatedAt: query.state.dataUpdatedAt });
}
