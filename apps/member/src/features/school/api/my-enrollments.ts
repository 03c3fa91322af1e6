import type { MyEnrollmentsPage } from '@koinonia/shared/school/school-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SCHOOL_BASE, SCHOOL_KEY } from './school-paths';

const PAGE_SIZE = 10;

export type MyEnrollment = MyEnrollmentsPage['enrollments'][number];

/** GET /api/community/biblical-school/enrollments/me: my enrollments, newest first. */
export function fetchMyEnrollmentsPage(page: number, signal?: AbortSignal): Promise<MyEnrollmentsPage> {
  return api<MyEnrollmentsPage>(`${SCHOOL_BASE}/enrollments/me`, {
    query: { page, limit: PAGE_SIZE },
    signal,
  });
}

export const myEnrollmentsQuery = infiniteQueryOptions({
  queryKey: [...SCHOOL_KEY, 'mine'],
  queryFn: ({ pageParam, signal }) => fetchMyEnrollmentsPage(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
});

export function useMyEnrollments() {
  return useInfiniteQuery(myEnrollmentsQuery);
}
