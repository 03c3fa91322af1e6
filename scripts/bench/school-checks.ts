import { fields, fold, fullPage, pageSlice, q, same } from './checks.ts';
import { benchAdmin, benchPerson } from './members.ts';
import {
  type Course,
  categories,
  type Enrollment,
  levels,
  type SchoolModel,
  type Status,
  statuses,
} from './school-seed.ts';
import type { Check } from './types.ts';

export const pageSize = 20;

type Item = Record<string, unknown>;
type Params = Record<string, string | number | boolean | undefined>;

/** A `{<key>, pagination}` page of `expected` (every matching row in the list's order). */
export function pageOfKey<T>(
  key: string,
  expected: readonly T[],
  page: number,
  limit: number,
  matches: (item: Item, row: T) => string | undefined,
): Check {
  const rows = pageSlice(expected, page, limit);
  return (body) => {
    const b = body as Record<string, unknown> & {
      pagination?: { total: number; page: number; hasMore: boolean };
    };
    const items = b?.[key] as Item[] | undefined;
    if (!Array.isArray(items) || !b.pagination) return `not a {${key}, pagination} page`;
    if (b.pagination.total !== expected.length)
      return `total ${b.pagination.total}, expected ${expected.length}`;
    if (b.pagination.page !== page) return `page ${b.pagination.page}, expected ${page}`;
    if (items.length !== rows.length) return `${items.length} items, expected ${rows.length}`;
    if (b.pagination.hasMore !== page * limit < expected.length) return 'wrong hasMore';
    for (const [k, item] of items.entries()) {
      const wrong = matches(item, rows[k]!);
      if (wrong) return `item ${k}: ${wrong}`;
    }
    return undefined;
  };
}

/**
 * The checks of the seeded school's responses (computed from its model, not from the server) and the
 * requests that carry them, for schoolBench's scenarios.
 */
export function schoolChecks(
  { today, courses, enrollments, byId, courseOrder, enrollmentOrder }: SchoolModel,
  tag: string,
) {
  // ---- Checks.
  const sameCourse = (item: Item, c: Course) => {
    const got = item as {
      id: string;
      title: string;
      category: string;
      level: string;
      startDate: string;
      endDate: string;
      capacity: number;
      enrolledCount: number;
      availableSpots: number;
      pendingCount?: number;
      isActive: boolean;
      instructor: { id: string; name: string };
    };
    return (
      same('id', got.id, c.id) ??
      same('title', got.title, c.title) ??
      same('category', got.category, c.category) ??
      same('level', got.level, c.level) ??
      same('startDate', got.startDate, c.start) ??
      same('endDate', got.endDate, c.end) ??
      same('capacity', got.capacity, c.capacity) ??
      same('enrolledCount', got.enrolledCount, c.enrolled) ??
      same('availableSpots', got.availableSpots, c.capacity - c.enrolled) ??
      ('pendingCount' in got ? same('pendingCount', got.pendingCount, c.pending) : undefined) ??
      same('isActive', got.isActive, c.active) ??
      same('instructor', got.instructor?.id, c.instructor.id) ??
      same('instructor.name', got.instructor?.name, c.instructor.name)
    );
  };
  const sameEnrollment = (item: Item, e: Enrollment) => {
    const got = item as {
      id: string;
      status: string;
      enrollmentDate: string;
      userSnapshot: { name: string; email: string };
      course: { id: string; enrolledCount: number };
    };
    const p = benchPerson(e.person, tag);
    return (
      same('id', got.id, e.id) ??
      same('status', got.status, e.status) ??
      same('enrollmentDate', got.enrollmentDate, new Date(e.date).toISOString()) ??
      same('userSnapshot.name', got.userSnapshot?.name, p.name) ??
      same('userSnapshot.email', got.userSnapshot?.email, p.email) ??
      same('course.id', got.course?.id, e.course.id) ??
      same('course.enrolledCount', got.course?.enrolledCount, e.course.enrolled)
    );
  };

  const base_ = '/api/admin/biblical-school';
  /** The dashboard's courses; `full`: at params.page or its last full page before it (fullPage). */
  const courseList = (params: Params, keep: (c: Course) => boolean = () => true, full = false) => {
    const rows = courseOrder.filter(keep);
    if (full) params = { ...params, page: fullPage(rows.length, Number(params.page ?? 1), pageSize) };
    return {
      path: q(`${base_}/courses`, params),
      check: pageOfKey(
        'courses',
        rows,
        Number(params.page ?? 1),
        Number(params.limit ?? pageSize),
        sameCourse,
      ),
    };
  };
  const searchCourses = (term: string) =>
    courseList({ search: term }, (c) => fold(c.title).includes(fold(term)));
  const enrollmentList = (
    params: Params,
    keep: (e: Enrollment) => boolean = () => true,
    path = `${base_}/enrollments`,
  ) => {
    const rows = enrollmentOrder.filter(keep);
    return {
      path: q(path, params),
      check: pageOfKey(
        'enrollments',
        rows,
        Number(params.page ?? 1),
        Number(params.limit ?? pageSize),
        sameEnrollment,
      ),
    };
  };
  const inDays = (from?: string, to?: string) => (e: Enrollment) =>
    (!from || e.day >= from) && (!to || e.day <= to);
  const countBy = (rows: readonly Enrollment[]) => {
    const n = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<Status, number>;
    for (const e of rows) n[e.status]++;
    return {
      pending: n.PENDING,
      confirmed: n.CONFIRMED,
      waitlist: n.WAITLIST,
      rejected: n.REJECTED,
      completed: n.COMPLETED,
      dropped: n.DROPPED,
      total: rows.length,
    };
  };

  const activeCourses = courses.filter((c) => c.active);
  // The statistics count the running courses (active, ending today or later), as the dashboard does.
  const schoolStats = () => {
    const running = activeCourses.filter((c) => c.end >= today);
    const rate =
      running.length === 0
        ? 0
        : (running.reduce((s, c) => s + c.enrolled / c.capacity, 0) / running.length) * 100;
    return {
      byCategory: new Map(categories.map((k) => [k, running.filter((c) => c.category === k).length])),
      byLevel: new Map(levels.map((k) => [k, running.filter((c) => c.level === k).length])),
      rate,
    };
  };
  const checkStats = (b: unknown): string | undefined => {
    const got = b as {
      coursesByCategory: { category: string; count: number }[];
      coursesByLevel: { level: string; count: number }[];
      averageEnrollmentRate: number;
    };
    const want = schoolStats();
    if (!Array.isArray(got?.coursesByCategory) || !Array.isArray(got.coursesByLevel)) return 'not the stats';
    const cat = new Map(got.coursesByCategory.map((x) => [x.category, x.count]));
    const lvl = new Map(got.coursesByLevel.map((x) => [x.level, x.count]));
    return (
      categories
        .map((k) => same(`coursesByCategory.${k}`, cat.get(k) ?? 0, want.byCategory.get(k)))
        .find(Boolean) ??
      levels.map((k) => same(`coursesByLevel.${k}`, lvl.get(k) ?? 0, want.byLevel.get(k))).find(Boolean) ??
      (Math.abs(got.averageEnrollmentRate - want.rate) <= 0.051
        ? undefined
        : `averageEnrollmentRate ${got.averageEnrollmentRate}, expected ${want.rate.toFixed(2)}`)
    );
  };
  // The dashboard counts the running courses: active, ending today or later.
  const running = activeCourses.filter((c) => c.end >= today);
  const maxSeated = Math.max(0, ...running.map((c) => c.enrolled));
  const dashboard = {
    totalCourses: running.length,
    totalActiveStudents: new Set(
      enrollments
        .filter((e) => e.status === 'CONFIRMED' && e.course.active && e.course.end >= today)
        .map((e) => e.person),
    ).size,
    totalAvailableSpots: running.reduce((s, c) => s + Math.max(0, c.capacity - c.enrolled), 0),
    totalPendingEnrollments: enrollments.filter((e) => e.status === 'PENDING').length,
  };
  const checkDashboard = (b: unknown): string | undefined => {
    const got = b as { mostPopularCourse: { id: string; enrolledCount: number } | null };
    const popular = got?.mostPopularCourse;
    return (
      fields(dashboard)(b) ??
      (maxSeated === 0
        ? same('mostPopularCourse', popular, null)
        : (same('mostPopularCourse.enrolledCount', popular?.enrolledCount, maxSeated) ??
          (running.some((c) => c.id === popular?.id && c.enrolled === maxSeated)
            ? undefined
            : `mostPopularCourse ${popular?.id} is not a running course with ${maxSeated} seats taken`)))
    );
  };
  const byCourseId = new Map(courses.map((c) => [c.id, c]));
  const enrollmentsOf = new Map<string, Enrollment[]>();
  for (const e of enrollments) {
    const list = enrollmentsOf.get(e.course.id) ?? [];
    list.push(e);
    enrollmentsOf.set(e.course.id, list);
  }
  const report = (startDate?: string, endDate?: string) => {
    const running = courses.filter(
      (c) => (!endDate || c.start <= endDate) && (!startDate || c.end >= startDate),
    );
    const made = inDays(startDate, endDate);
    const total = countBy(enrollments.filter(made));
    return {
      path: q(`${base_}/reports/complete`, { startDate, endDate }),
      check: (body: unknown) => {
        const b = body as {
          startDate: string | null;
          endDate: string | null;
          dashboard: unknown;
          stats: unknown;
          enrollments: unknown;
          courses: { id: string; enrolledCount: number; enrollments: unknown }[];
        };
        if (!Array.isArray(b?.courses)) return 'not a report';
        if (b.courses.length !== running.length)
          return `${b.courses.length} courses, expected ${running.length}`;
        const seen = new Set<string>();
        for (const got of b.courses) {
          const c = byCourseId.get(got.id);
          if (!c || seen.has(got.id) || !running.includes(c)) return `course ${got.id} not expected`;
          seen.add(got.id);
          const wrong =
            same(`course ${c.c} enrolledCount`, got.enrolledCount, c.enrolled) ??
            fields(countBy((enrollmentsOf.get(c.id) ?? []).filter(made)))(got.enrollments);
          if (wrong) return `course ${c.c}: ${wrong}`;
        }
        return (
          same('startDate', b.startDate, startDate ?? null) ??
          same('endDate', b.endDate, endDate ?? null) ??
          checkDashboard(b.dashboard) ??
          checkStats(b.stats) ??
          fields(total)(b.enrollments)
        );
      },
    };
  };

  // The app: active courses not yet ended, soonest start first, with the caller's own enrollment (the
  // pastor's unless a viewer, a person's number, is given).
  const me = benchAdmin(tag).i;
  const mine = enrollmentOrder.filter((e) => e.person === me);
  const coursesEnrolledBy = (person: number) =>
    new Map(enrollmentOrder.filter((e) => e.person === person).map((e) => [e.course.id, e]));
  const appOrder = courses
    .filter((c) => c.active && c.end >= today)
    .sort((a, b) => (a.start !== b.start ? (a.start < b.start ? -1 : 1) : byId(a, b)));
  const appCourses = (params: Params, keep: (c: Course) => boolean = () => true, viewer = me) => {
    const myIn = coursesEnrolledBy(viewer);
    return {
      path: q('/api/community/biblical-school/courses', params),
      check: pageOfKey(
        'courses',
        appOrder.filter(keep),
        Number(params.page ?? 1),
        Number(params.limit ?? pageSize),
        (item, c) => {
          const got = item.myEnrollment as { id: string; status: string } | null;
          const e = myIn.get(c.id);
          return (
            sameCourse(item, c) ??
            same('myEnrollment', got?.id ?? null, e?.id ?? null) ??
            same('myEnrollment.status', got?.status ?? null, e?.status ?? null)
          );
        },
      ),
    };
  };
  return {
    base_,
    courseList,
    searchCourses,
    enrollmentList,
    inDays,
    countBy,
    checkStats,
    checkDashboard,
    report,
    mine,
    appCourses,
  };
}
