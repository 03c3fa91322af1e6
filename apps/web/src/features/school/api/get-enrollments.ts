import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import type { EnrollmentItem, EnrollmentStats } from '@koinonia/shared/school/school-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { schoolFallbacks } from '../lib/school-texts';
import { itemPath, schoolKeys, schoolPath } from './school-keys';

export interface EnrollmentsPage {
  enrollments: EnrollmentItem[];
  pagination: Pagination;
}

/** GET /enrollments (spec §7: status, courseId, startDate, endDate; plus search and the page). */
export function useEnrollments(query: Record<string, string | number>) {
  return useQuery({
    queryKey: schoolKeys.enrollments(query),
    queryFn: ({ signal }) =>
      api<EnrollmentsPage>(schoolPath('/enrollments'), {
        query,
        signal,
        fallback: schoolFallbacks.enrollments,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /enrollments/:id. */
export function useEnrollment(id: string | null) {
  return useQuery({
    queryKey: schoolKeys.enrollment(id ?? ''),
    queryFn: ({ signal }) =>
      api<EnrollmentItem>(itemPath('enrollments', id ?? ''), { signal, fallback: schoolFallbacks.detail }),
    enabled: !!id,
  });
}

/** GET /enrollments/pending: the summary's latest requests. */
export function usePendingEnrollments(limit = 5) {
  return useQuery({
    queryKey: [...schoolKeys.pending(), limit],
    queryFn: ({ signal }) =>
      api<EnrollmentsPage>(schoolPath('/enrollments/pending'), {
        query: { limit },
        signal,
        fallback: schoolFallbacks.enrollments,
      }),
  });
}

/** GET /enrollments/stats (spec §3). */
export function useEnrollmentStats() {
  return useQuery({
    queryKey: schoolKeys.enrollmentStats(),
    queryFn: ({ signal }) =>
      api<EnrollmentStats>(schoolPath('/enrollments/stats'), {
        signal,
        fallback: schoolFallbacks.enrollmentStats,
      }),
  });
}
