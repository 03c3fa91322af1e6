import { prayerToasts } from '@koinonia/shared/prayers/prayers.labels';
import { PRAYERS_LIMITS, type Prayer, type PrayersPage } from '@koinonia/shared/prayers/prayers.schemas';
import { api } from '@koinonia/ui/api-client';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import {
  firstPageOnly,
  mergePages,
  pagedQueryOptions,
  startAtFirstPage as startListAtFirstPage,
} from '../../../lib/paged-query';
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
  pagedQueryOptions(prayersKeys.list(filters), (page, signal) => fetchPrayersPage(filters, page, signal), {
    select: (data): PrayersList => {
      // The counts of the newest page answered (the first after a refresh).
      const last = data.pages.at(-1);
      return {
        ...mergePages(data.pages),
        summary: last?.summary ?? { shown: 0, answered: 0, active: 0 },
        totals: last?.totals ?? { prayers: 0, answered: 0 },
      };
    },
  });

/** The previous filters' first page stays while the next filters load (a change goes back to page 1). */
const firstPageOfPrevious = (previous: InfiniteData<PrayersPage, number> | undefined) =>
  firstPageOnly(previous);

export function usePrayersList(filters: PrayerFiltersValues) {
  return useInfiniteQuery({ ...prayersListQueryOptions(filters), placeholderData: firstPageOfPrevious });
}

/** A change of the filters starts the grid again at page 1 (the new filters' cached list cut to it). */
export function startAtFirstPage(queryClient: QueryClient, next: PrayerFiltersValues) {
  startListAtFirstPage(queryClient, prayersKeys.list(next));
}
