import {
  courseCategories,
  courseLevels,
  type EnrollmentStatus,
} from '@koinonia/shared/school/school.schemas';
import type { SchoolDashboard, SchoolStats } from '@koinonia/shared/school/school-read.schemas';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  schoolCourses,
  schoolEnrollmentCounts,
  schoolEnrollments,
  schoolInstructors,
  schoolListVersions,
} from '../../db/schema.ts';
import { bogotaDayStart } from '../../lib/days.ts';
import { KeptPerVersion } from '../../lib/list-versions.ts';

/** The school's numbers: SQL aggregates over the community's courses and enrollments, never rows. */

/**
 * The courses running today (courseState in @koinonia/shared): active, and not ended before today
 * (Bogotá). Every number of the school counts these: an ended course offers no seats (the app refuses
 * to enroll in it) and its students are no longer active ones.
 */
const runningCourses = (communityId: string, today: string) =>
  and(
    eq(schoolCourses.communityId, communityId),
    eq(schoolCourses.isActive, true),
    gte(schoolCourses.endDate, today),
  );

/**
 * GET /admin/biblical-school/stats (schoolStatsSchema): over the running courses, kept per day while
 * the community's courses version stands (list_versions: raised by every change of a course, its
 * counts of enrollments included).
 */
export function schoolStats(db: Tx, communityId: string, today: string): Promise<SchoolStats> {
  return keptStats.get(db, communityId, [today], () => countSchoolStats(db, communityId, today));
}

const keptStats = new KeptPerVersion<SchoolStats>('courses', 500);

async function countSchoolStats(db: Tx, communityId: string, today: string): Promise<SchoolStats> {
  const where = runningCourses(communityId, today);
  const [byCategory, byLevel, [rate]] = await Promise.all([
    db
      .select({ category: schoolCourses.category, count: sql<number>`count(*)::int` })
      .from(schoolCourses)
      .where(where)
      .groupBy(schoolCourses.category),
    db
      .select({ level: schoolCourses.level, count: sql<number>`count(*)::int` })
      .from(schoolCourses)
      .where(where)
      .groupBy(schoolCourses.level),
    db
      .select({
        rate: sql<number>`coalesce(round(avg(${schoolCourses.enrolledCount}::numeric / ${schoolCourses.capacity}) * 100, 1), 0)::float8`,
      })
      .from(schoolCourses)
      .where(where),
  ]);
  // The contract's order (categories and levels as the spec lists them), only the ones with courses.
  const rank =
    <T extends string>(list: readonly T[]) =>
    (a: T, b: T) =>
      list.indexOf(a) - list.indexOf(b);
  return {
    coursesByCategory: byCategory.sort((a, b) => rank(courseCategories)(a.category, b.category)),
    coursesByLevel: byLevel.sort((a, b) => rank(courseLevels)(a.level, b.level)),
    averageEnrollmentRate: Number(rate?.rate ?? 0),
  };
}

/**
 * The people with a CONFIRMED enrollment in a running course, each once (an index-only walk of the
 * community's confirmed enrollments).
 */
async function activeStudents(db: Tx, communityId: string, today: string) {
  const [counted] = await db
    .select({ n: sql<number>`count(distinct ${schoolEnrollments.userId})::int` })
    .from(schoolEnrollments)
    .innerJoin(schoolCourses, eq(schoolCourses.id, schoolEnrollments.courseId))
    .where(
      and(
        eq(schoolEnrollments.communityId, communityId),
        eq(schoolEnrollments.status, 'CONFIRMED'),
        eq(schoolCourses.isActive, true),
        gte(schoolCourses.endDate, today),
      ),
    );
  return counted?.n ?? 0;
}

/**
 * The dashboard, kept per day while both versions it reads stand: the courses' (list_versions: every
 * course added, changed or deleted, its enrolled count included) and the enrollments'
 * (school_list_versions: every enrollment added, removed or moved, and every course edit). Its numbers
 * read every running course and every confirmed enrollment, more of them in a larger church; a kept
 * one costs two reads by primary key.
 */
const keptDashboard = new KeptPerVersion<SchoolDashboard>('courses', 500);

/** GET /admin/biblical-school/dashboard (schoolDashboardSchema). */
export async function dashboard(db: Tx, communityId: string, today: string): Promise<SchoolDashboard> {
  const [enrollments] = await db
    .select({ version: schoolListVersions.version })
    .from(schoolListVersions)
    .where(eq(schoolListVersions.communityId, communityId));
  return keptDashboard.get(db, communityId, [today, enrollments?.version ?? 0], () =>
    countDashboard(db, communityId, today),
  );
}

async function countDashboard(db: Tx, communityId: string, today: string): Promise<SchoolDashboard> {
  const where = runningCourses(communityId, today);
  const [[totals], students, [pending], [popular]] = await Promise.all([
    db
      .select({
        totalCourses: sql<number>`count(*)::int`,
        totalAvailableSpots: sql<number>`coalesce(sum(greatest(${schoolCourses.capacity} - ${schoolCourses.enrolledCount}, 0)), 0)::int`,
      })
      .from(schoolCourses)
      .where(where),
    activeStudents(db, communityId, today),
    db
      .select({ n: sql<number>`coalesce(sum(${schoolEnrollmentCounts.n}), 0)::int` })
      .from(schoolEnrollmentCounts)
      .where(
        and(
          eq(schoolEnrollmentCounts.communityId, communityId),
          eq(schoolEnrollmentCounts.status, 'PENDING'),
        ),
      ),
    db
      .select({
        id: schoolCourses.id,
        title: schoolCourses.title,
        enrolledCount: schoolCourses.enrolledCount,
      })
      .from(schoolCourses)
      .where(and(where, sql`${schoolCourses.enrolledCount} > 0`))
      .orderBy(desc(schoolCourses.enrolledCount), desc(schoolCourses.startDate), asc(schoolCourses.id))
      .limit(1),
  ]);
  return {
    totalCourses: totals?.totalCourses ?? 0,
    totalActiveStudents: students,
    totalAvailableSpots: totals?.totalAvailableSpots ?? 0,
    totalPendingEnrollments: pending?.n ?? 0,
    mostPopularCourse: popular ?? null,
  };
}

/**
 * The complete report's rows: the courses that run within [startDate, endDate] (every course without
 * a range), each with its enrollments made within the range counted by status. One grouped query: the
 * enrollments are counted per course once, then joined to their courses; without a range the counts
 * are the kept ones (school_enrollment_counts), so no enrollment is read.
 */
export async function reportCourses(
  db: Tx,
  communityId: string,
  range: { startDate?: string; endDate?: string },
) {
  const counts =
    range.startDate || range.endDate ? rangeCounts(db, communityId, range) : keptCounts(db, communityId);
  const n = (column: unknown) => sql<number>`coalesce(${column}, 0)::int`;
  return db
    .select({
      id: schoolCourses.id,
      title: schoolCourses.title,
      instructorName: schoolInstructors.name,
      category: schoolCourses.category,
      level: schoolCourses.level,
      startDate: schoolCourses.startDate,
      endDate: schoolCourses.endDate,
      capacity: schoolCourses.capacity,
      enrolledCount: schoolCourses.enrolledCount,
      isActive: schoolCourses.isActive,
      pending: n(counts.pending),
      confirmed: n(counts.confirmed),
      waitlist: n(counts.waitlist),
      rejected: n(counts.rejected),
      completed: n(counts.completed),
      dropped: n(counts.dropped),
      total: n(counts.total),
    })
    .from(schoolCourses)
    .innerJoin(schoolInstructors, eq(schoolInstructors.id, schoolCourses.instructorId))
    .leftJoin(counts, eq(counts.courseId, schoolCourses.id))
    .where(
      and(
        eq(schoolCourses.communityId, communityId),
        range.endDate ? lte(schoolCourses.startDate, range.endDate) : undefined,
        range.startDate ? gte(schoolCourses.endDate, range.startDate) : undefined,
      ),
    )
    .orderBy(desc(schoolCourses.startDate), desc(schoolCourses.id));
}

const statusColumns = <T>(by: (s: EnrollmentStatus) => T) => ({
  pending: by('PENDING'),
  confirmed: by('CONFIRMED'),
  waitlist: by('WAITLIST'),
  rejected: by('REJECTED'),
  completed: by('COMPLETED'),
  dropped: by('DROPPED'),
});

/** Each course's enrollments made within the range, by status. */
function rangeCounts(db: Tx, communityId: string, range: { startDate?: string; endDate?: string }) {
  return db
    .select({
      courseId: schoolEnrollments.courseId,
      ...statusColumns((s) =>
        sql<number>`(count(*) filter (where ${schoolEnrollments.status} = ${s}))::int`.as(s.toLowerCase()),
      ),
      total: sql<number>`count(*)::int`.as('total'),
    })
    .from(schoolEnrollments)
    .where(
      and(
        eq(schoolEnrollments.communityId, communityId),
        range.startDate ? gte(schoolEnrollments.enrollmentDate, bogotaDayStart(range.startDate)) : undefined,
        range.endDate
          ? sql`${schoolEnrollments.enrollmentDate} < ${bogotaDayStart(range.endDate, 1)}`
          : undefined,
      ),
    )
    .groupBy(schoolEnrollments.courseId)
    .as('counts');
}

/** Each course's enrollments of all time, by status, from the kept counts. */
function keptCounts(db: Tx, communityId: string) {
  const n = schoolEnrollmentCounts.n;
  return db
    .select({
      courseId: schoolEnrollmentCounts.courseId,
      ...statusColumns((s) =>
        sql<number>`(coalesce(sum(${n}) filter (where ${schoolEnrollmentCounts.status} = ${s}), 0))::int`.as(
          s.toLowerCase(),
        ),
      ),
      total: sql<number>`coalesce(sum(${n}), 0)::int`.as('total'),
    })
    .from(schoolEnrollmentCounts)
    .where(eq(schoolEnrollmentCounts.communityId, communityId))
    .groupBy(schoolEnrollmentCounts.courseId)
    .as('counts');
}
