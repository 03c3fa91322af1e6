import { prayerToasts } from '@koinonia/shared/prayers/prayers.labels';
import { PRAYERS_LIMITS, type Prayer, type PrayersPage } from '@koinonia/shared/prayers/prayers.schemas';
import { api } from '@koinonia/ui/api-client';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { type PrayerFiltersValues, toPrayersQuery } from '../lib/prayers-filters';
import { prayersKeys } from './prayers-keys';

/** One page of the grid (12 prayers, newest first) with the server's counts. */
export function fetchPrayersPage(filters: PrayerFiltersValues, page: number, signal?: AbortSignal) {
  return api<PrayersPage>('/community/prayers', {
    query: { ...toPrayersQuery(filters), page, limit: PRAYERS_LIMITS.pageSize },
    signal,
    fallback: prayerToasts.loadError,
  });
}

export interface PrayersList {
  /** The loaded pages as one list (each prayer once). */
  items: Prayer[];
  /** How many the filters match (the server's). */
  total: number;
  summary: PrayersPage['summary'];
  totals: PrayersPage['totals'];
}

export const prayersListQueryOptions = (filters: PrayerFiltersValues) =>
  infiniteQueryOptions({
    queryKey: prayersKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchPrayersPage(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    select: (data): PrayersList => {
      // A prayer created while pages load shifts the page boundaries: keep each prayer once.
      const byId = new Map(data.pages.flatMap((p) => p.items).map((prayer) => [prayer.id, prayer]));
      // The counts of the newest page answered (the first after a refresh).
      const last = data.pages.at(-1) ?? data.pages[0];
      return {
        items: [...byId.values()],
        total: last?.pagination.total ?? byId.size,
        summary: last?.summary ?? { shown: 0, answered: 0, active: 0 },
        totals: last?.totals ?? { prayers: 0, answered: 0 },
      };
    },
  });

/** The previous filters' first page stays while the next filters load (a change goes back to page 1). */
function firstPageOfPrevious(previous: InfiniteData<PrayersPage, number> | undefined) {
  if (!previous || previous.pages.length <= 1) return previous;
  return { pages: previous.pages.slice(0, 1), pageParams: previous.pageParams.slice(0, 1) };
}

export function usePrayersList(filters: PrayerFiltersValues) {
  return useInfiniteQuery({ ...prayersListQueryOptions(filters), placeholderData: firstPageOfPrevious });
}

/**
 * A change of the filters starts the grid again at page 1: the cached list of the new filters (seen
 * before, with more pages loaded) is cut to its first page; one still loading is dropped and loads afresh.
 */
export function startAtFirstPage(queryClient: QueryClient, next: PrayerFiltersValues) {
  const key = prayersKeys.list(next);
  const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
  if (!query) return;
  if (query.state.fetchStatus === 'fetching') {
    queryClient.removeQueries({ queryKey: key, exact: true });
    return;
  }
  const data = query.state.data as InfiniteData<PrayersPage, number> | undefined;
  if (data && data.pages.length > 1)
    queryClient.setQueryData(key, firstPageOfPrevious(data), { updatedAt: query.state.dataUpdatedAt });
}
