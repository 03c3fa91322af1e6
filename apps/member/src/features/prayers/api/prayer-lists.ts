import type { Prayer, PrayersPage } from '@koinonia/shared/prayers/prayers.schemas';
import { apiRead } from '@koinonia/ui/api-client';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { prayersPageRead } from '../../../lib/first-reads';

/** Every prayer list the app keeps starts with this key (the wall and 'Mis peticiones'). */
export const prayersKey = ['prayers'] as const;
const listsKey = [...prayersKey, 'list'] as const;

/**
 * GET /api/community/prayers: a page of the community's prayers, newest first; `mine` keeps the
 * person's own ('Mis peticiones').
 */
export function fetchPrayersPage(mine: boolean, page: number, signal?: AbortSignal): Promise<PrayersPage> {
  return apiRead<PrayersPage>(prayersPageRead(page, mine), signal);
}

const listQuery = (mine: boolean) =>
  infiniteQueryOptions({
    queryKey: [...listsKey, mine ? 'mine' : 'wall'],
    queryFn: ({ pageParam, signal }) => fetchPrayersPage(mine, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });

export const prayerWallQuery = listQuery(false);
export const myPrayersQuery = listQuery(true);

export function usePrayerWall() {
  return useInfiniteQuery(prayerWallQuery);
}

export function useMyPrayers() {
  return useInfiniteQuery(myPrayersQuery);
}

type PrayerLists = InfiniteData<PrayersPage, number>;

/** Every kept list of prayers, as it is now (to put back after a failed optimistic change). */
export function snapshotPrayerLists(client: QueryClient) {
  return client.getQueriesData<PrayerLists>({ queryKey: listsKey });
}

export function restorePrayerLists(client: QueryClient, snapshot: ReturnType<typeof snapshotPrayerLists>) {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}

/** Changes one prayer wherever a kept list shows it (`change` returning null removes it). */
export function updatePrayerInLists(
  client: QueryClient,
  id: string,
  change: (prayer: Prayer) => Prayer | null,
) {
  client.setQueriesData<PrayerLists>({ queryKey: listsKey }, (lists) =>
    lists
      ? {
          ...lists,
          pages: lists.pages.map((page) => ({
            ...page,
            items: page.items.flatMap((p) => {
              if (p.id !== id) return [p];
              const next = change(p);
              return next ? [next] : [];
            }),
          })),
        }
      : lists,
  );
}

/** After a write: the lists are read again (the active ones now, the others when next shown). */
export function refreshPrayerLists(client: QueryClient) {
  return client.invalidateQueries({ queryKey: listsKey });
}

/** A saved prayer replaces the kept one at once; the lists are then read again. */
export function keepSavedPrayer(client: QueryClient, prayer: Prayer) {
  updatePrayerInLists(client, prayer.id, () => prayer);
  return refreshPrayerLists(client);
}

/** The path of one prayer. */
export const prayerPath = (id: string) => `/community/prayers/${encodeURIComponent(id)}`;
