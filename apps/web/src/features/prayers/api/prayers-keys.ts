import type { PrayerFiltersValues } from '../lib/prayers-filters';

/** Query keys of the prayers page: lists by filters, statistics by period, the people praying. */
export const prayersKeys = {
  all: ['prayers'] as const,
  lists: () => [...prayersKeys.all, 'list'] as const,
  list: (filters: PrayerFiltersValues) => [...prayersKeys.lists(), filters] as const,
  stats: (period: number) => [...prayersKeys.all, 'stats', period] as const,
  praying: (prayerId: string) => [...prayersKeys.all, 'praying', prayerId] as const,
};
