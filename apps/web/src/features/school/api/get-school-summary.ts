import type { SchoolDashboard, SchoolStats } from '@koinonia/shared/school/school-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { useQuery } from '@tanstack/react-query';
import { schoolFallbacks } from '../lib/school-texts';
import { schoolKeys, schoolPath } from './school-keys';

/** GET /dashboard: the four cards and the most popular course (spec §2, §3). */
export function useSchoolDashboard() {
  return useQuery({
    queryKey: schoolKeys.dashboard(),
    queryFn: ({ signal }) =>
      api<SchoolDashboard>(schoolPath('/dashboard'), { signal, fallback: schoolFallbacks.dashboard }),
  });
}

/** GET /stats: courses by category and level, the average enrollment rate (spec §3). */
export function useSchoolStats() {
  return useQuery({
    queryKey: schoolKeys.stats(),
    queryFn: ({ signal }) =>
      api<SchoolStats>(schoolPath('/stats'), { signal, fallback: schoolFallbacks.stats }),
  });
}
