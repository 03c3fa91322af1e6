import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import { SCHOOL_LIMITS } from '@koinonia/shared/school/school.schemas';
import type { InstructorItem } from '@koinonia/shared/school/school-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { schoolFallbacks } from '../lib/school-texts';
import { schoolKeys, schoolPath } from './school-keys';

export interface InstructorsPage {
  instructors: InstructorItem[];
  pagination: Pagination;
}

export interface InstructorsQuery {
  page?: number;
  limit?: number;
  search?: string;
  isActive?: boolean;
}

export function fetchInstructors(
  query: InstructorsQuery,
  signal?: AbortSignal,
  fallback: string = schoolFallbacks.instructors,
) {
  return api<InstructorsPage>(schoolPath('/instructors'), {
    query: { ...query, search: query.search?.trim() || undefined },
    signal,
    fallback,
  });
}

/** The instructors tab: one page, searched by name. */
export function useInstructors(query: InstructorsQuery) {
  return useQuery({
    queryKey: schoolKeys.instructors(query as Record<string, unknown>),
    queryFn: ({ signal }) => fetchInstructors(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The options of the course form and the course filter: active instructors (spec §3), by name. */
export function useInstructorOptions(search: string, activeOnly = true) {
  const query: InstructorsQuery = {
    limit: SCHOOL_LIMITS.instructorOptions,
    search,
    isActive: activeOnly ? true : undefined,
  };
  return useQuery({
    queryKey: schoolKeys.instructors({ ...query, options: true }),
    queryFn: ({ signal }) => fetchInstructors(query, signal, schoolFallbacks.instructorOptions),
    placeholderData: keepPreviousData,
  });
}
