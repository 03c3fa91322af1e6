import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import { PRAYERS_LIMITS, type PrayingUser } from '@koinonia/shared/prayers/prayers.schemas';
import { api } from '@koinonia/ui/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { prayersKeys } from './prayers-keys';

export interface PrayingPage {
  items: PrayingUser[];
  pagination: Pagination;
}

export const PRAYING_LOAD_ERROR = 'No se pudo cargar la lista de personas orando';

/** One page of the people praying for a prayer (50, newest first). */
export function fetchPrayingPage(prayerId: string, page: number, signal?: AbortSignal) {
  return api<PrayingPage>(`/community/prayers/${encodeURIComponent(prayerId)}/praying`, {
    query: { page, limit: PRAYERS_LIMITS.prayingPageSize },
    signal,
    fallback: PRAYING_LOAD_ERROR,
  });
}

export const prayingQueryOptions = (prayerId: string) =>
  infiniteQueryOptions({
    queryKey: prayersKeys.praying(prayerId),
    queryFn: ({ pageParam, signal }) => fetchPrayingPage(prayerId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    select: (data) => ({
      items: [...new Map(data.pages.flatMap((p) => p.items).map((u) => [u.id, u])).values()],
      total: data.pages.at(-1)?.pagination.total ?? 0,
    }),
  });

export function usePrayingUsers(prayerId: string | null) {
  return useInfiniteQuery({ ...prayingQueryOptions(prayerId ?? ''), enabled: !!prayerId });
}
