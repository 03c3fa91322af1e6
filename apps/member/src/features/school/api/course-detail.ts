import type { AppCourseItem } from '@koinonia/shared/school/school-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCHOOL_BASE, SCHOOL_KEY } from './school-paths';

/** GET /api/community/biblical-school/courses/{id}: one running course, with my enrollment. */
export function fetchCourse(id: string, signal?: AbortSignal): Promise<AppCourseItem> {
  return api<AppCourseItem>(`${SCHOOL_BASE}/courses/${encodeURIComponent(id)}`, { signal });
}

export const courseDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...SCHOOL_KEY, 'course', id],
    queryFn: ({ signal }) => fetchCourse(id, signal),
  });

export function useCourseDetail(id: string) {
  return useQuery(courseDetailQuery(id));
}
