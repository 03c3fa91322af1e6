import type { PrayingPage } from '@koinonia/shared/prayers/prayers.schemas';
import { api } from '@koinonia/ui/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { prayersKey } from './prayer-lists';

/** GET /api/community/prayers/{id}/praying: a page of the people praying for a prayer, newest first. */
export function fetchPrayingPage(id: string, page: number, signal?: AbortSignal): Promise<PrayingPage> {
  return api<PrayingPage>(`/community/prayers/${encodeURIComponent(id)}/praying`, {
    query: { page },
    signal,
  });
}

export const prayingPeopleQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: [...prayersKey, 'praying', id],
    queryFn: ({ pageParam, signal }) => fetchPrayingPage(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });

/** The people praying, asked for only while `enabled` (the list is open). */
export function usePrayingPeople(id: string, enabled: boolean) {
  return useInfiniteQuery({ ...prayingPeopleQuery(id), enabled });
}
