import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import { PRAYERS_LIMITS, type PrayingUser } from '@koinonia/shared/prayers/prayers.schemas';
import { api } from '@koinonia/ui/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { mergePages, pagedQueryOptions } from '../../../lib/paged-query';
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
  pagedQueryOptions(
    prayersKeys.praying(prayerId),
    (page, signal) => fetchPrayingPage(prayerId, page, signal),
    {
      select: (data) => mergePages(data.pages),
    },
  );

export function usePrayingUsers(prayerId: string | null) {
  return useInfiniteQuery({ ...prayingQueryOptions(prayerId ?? ''), enabled: !!prayerId });
}
