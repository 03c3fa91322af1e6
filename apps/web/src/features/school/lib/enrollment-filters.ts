import type { StatusFilter } from './school-format';

/** The enrollments tab's filters (spec §2: status, default PENDING; plus course, dates and a search). */
export interface EnrollmentFilters {
  status: StatusFilter;
  courseId: string;
  startDate: string;
  endDate: string;
  search: string;
}

export const defaultEnrollmentFilters: EnrollmentFilters = {
  status: 'PENDING',
  courseId: '',
  startDate: '',
  endDate: '',
  search: '',
};

/** The query of the list and the export: empty filters and 'Todas' are left out. */
export function enrollmentQuery(filters: EnrollmentFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.status !== 'ALL') query.status = filters.status;
  if (filters.courseId) query.courseId = filters.courseId;
  if (filters.startDate) query.startDate = filters.startDate;
  if (filters.endDate) query.endDate = filters.endDate;
  const search = filters.search.trim();
  if (search) query.search = search;
  return query;
}

/** How many filters narrow the list (the default 'Pendiente' is one): 'Filtros (n)' on a phone. */
export function activeEnrollmentFilterCount(filters: EnrollmentFilters): number {
  return Object.keys(enrollmentQuery(filters)).length;
}

/** A date range whose start comes after its end is not asked for (the schema's rule, said in the form). */
export function dateRangeProblem(startDate: string, endDate: string): boolean {
  return !!startDate && !!endDate && startDate > endDate;
}

/** The course filters (spec §7: category, level, instructorId, isActive; plus a search). */
export interface CourseFilters {
  category: string;
  level: string;
  instructorId: string;
  /** '' all, 'true' active, 'false' inactive. */
  isActive: string;
  search: string;
}

export const defaultCourseFilters: CourseFilters = {
  category: '',
  level: '',
  instructorId: '',
  isActive: '',
  search: '',
};

export function courseQuery(filters: CourseFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const text = value.trim();
    if (text) query[key] = text;
  }
  return query;
}
