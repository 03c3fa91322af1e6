import type { AppCoursesPage } from '@koinonia/shared/school/school-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SCHOOL_BASE, SCHOOL_KEY } from './school-paths';

const PAGE_SIZE = 10;

/** GET /api/community/biblical-school/courses: the running courses, soonest first, with my enrollment. */
export function fetchCoursesPage(page: number, signal?: AbortSignal): Promise<AppCoursesPage> {
  return api<AppCoursesPage>(`${SCHOOL_BASE}/courses`, { query: { page, limit: PAGE_SIZE }, signal });
}

export const coursesListQuery = infiniteQueryOptions({
  queryKey: [...SCHOOL_KEY, 'courses'],
  queryFn: ({ pageParam, signal }) => fetchCoursesPage(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
});

export function useCoursesList() {
  return useInfiniteQuery(coursesListQuery);
}
