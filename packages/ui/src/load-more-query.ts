/** What 'Cargar más' reads of an infinite query (TanStack Query's result fits). */
export interface GrowingQuery {
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** Asks for the next page, unless there is none or a fetch is already running. */
export function fetchMore(query: GrowingQuery): void {
  if (query.hasNextPage && !query.isFetching) void query.fetchNextPage();
}

/** A growing list's 'Cargar más' props, from its infinite query. */
export function loadMoreProps(query: GrowingQuery) {
  return {
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => fetchMore(query),
  };
}
