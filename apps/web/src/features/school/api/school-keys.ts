/** Query keys of the school screen: every write invalidates `all` (the dashboard reloads, spec §2). */
export const schoolKeys = {
  all: ['school'] as const,
  dashboard: () => [...schoolKeys.all, 'dashboard'] as const,
  stats: () => [...schoolKeys.all, 'stats'] as const,
  instructors: (query: Record<string, unknown>) => [...schoolKeys.all, 'instructors', query] as const,
  courses: (query: Record<string, unknown>) => [...schoolKeys.all, 'courses', query] as const,
  course: (id: string) => [...schoolKeys.all, 'course', id] as const,
  enrollments: (query: Record<string, unknown>) => [...schoolKeys.all, 'enrollments', query] as const,
  enrollment: (id: string) => [...schoolKeys.all, 'enrollment', id] as const,
  pending: () => [...schoolKeys.all, 'pending'] as const,
  enrollmentStats: () => [...schoolKeys.all, 'enrollment-stats'] as const,
};

/** The base of the school calls (spec §7), under /api. */
export const SCHOOL_BASE = '/admin/biblical-school';
export const schoolPath = (rest: string) => `${SCHOOL_BASE}${rest}`;
export const itemPath = (kind: 'courses' | 'instructors' | 'enrollments', id: string, rest = '') =>
  `${SCHOOL_BASE}/${kind}/${encodeURIComponent(id)}${rest}`;
