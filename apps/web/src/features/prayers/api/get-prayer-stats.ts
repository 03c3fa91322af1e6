import { prayerToasts } from '@koinonia/shared/prayers/prayers.labels';
import type { PrayerStats } from '@koinonia/shared/prayers/prayers.schemas';
import { api } from '@koinonia/ui/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { prayersKeys } from './prayers-keys';

export function fetchPrayerStats(period: number, signal?: AbortSignal) {
  return api<PrayerStats>('/community/prayers/statistics', {
    query: { period },
    signal,
    fallback: prayerToasts.statsError,
  });
}

export const prayerStatsQueryOptions = (period: number) =>
  queryOptions({
    queryKey: prayersKeys.stats(period),
    queryFn: ({ signal }) => fetchPrayerStats(period, signal),
  });

/** The analytics of a period; the previous period's numbers stay while the next one loads. */
export function usePrayerStats(period: number) {
  return useQuery({ ...prayerStatsQueryOptions(period), placeholderData: keepPreviousData });
}
