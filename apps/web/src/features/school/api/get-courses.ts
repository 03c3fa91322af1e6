import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import type { CourseItem } from '@koinonia/shared/school/school-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { schoolFallbacks } from '../lib/school-texts';
import { itemPath, schoolKeys, schoolPath } from './school-keys';

export interface CoursesPage {
  courses: CourseItem[];
  pagination: Pagination;
}

/** GET /courses (spec §7: category, level, instructorId, isActive; plus search and the page). */
export function useCourses(query: Record<string, string | number>) {
  return useQuery({
    queryKey: schoolKeys.courses(query),
    queryFn: ({ signal }) =>
      api<CoursesPage>(schoolPath('/courses'), { query, signal, fallback: schoolFallbacks.courses }),
    placeholderData: keepPreviousData,
  });
}

/** GET /courses/:id: the detail modal reads the course fresh. */
export function useCourse(id: string | null) {
  return useQuery({
    queryKey: schoolKeys.course(id ?? ''),
    queryFn: ({ signal }) =>
      api<CourseItem>(itemPath('courses', id ?? ''), { signal, fallback: schoolFallbacks.detail }),
    enabled: !!id,
  });
}
