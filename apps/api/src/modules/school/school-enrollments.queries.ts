import type { EnrollmentStatus } from '@koinonia/shared/school/school.schemas';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  schoolCourses,
  schoolEnrollmentCounts,
  schoolEnrollments,
  schoolInstructors,
  schoolListVersions,
} from '../../db/schema.ts';
import { bogotaDayStart } from '../../lib/days.ts';
import { containsPattern } from '../../lib/ids.ts';
import { nearerEnd, pageWindow } from '../../lib/pagination.ts';
import { VersionedTotals } from '../../lib/versioned-totals.ts';
import { instructorColumns } from './school-courses.queries.ts';

/** The school's enrollments, the reads and the writes: every query names the community. */

export interface EnrollmentKey {
  communityId: string;
  enrollmentId: string;
}

export interface EnrollmentFilters {
  status?: EnrollmentStatus;
  courseId?: string;
  /** Inclusive Bogotá days of enrollment_date. */
  startDate?: string;
  endDate?: string;
  search?: string;
  /** Only this person's (the app). */
  userId?: string;
}

export function filtersWhere(communityId: string, f: EnrollmentFilters): SQL | undefined {
  const pattern = f.search ? containsPattern(f.search) : undefined;
  return and(
    eq(schoolEnrollments.communityId, communityId),
    f.userId ? eq(schoolEnrollments.userId, f.userId) : undefined,
    f.status ? eq(schoolEnrollments.status, f.status) : undefined,
    f.courseId ? eq(schoolEnrollments.courseId, f.courseId) : undefined,
    f.startDate ? gte(schoolEnrollments.enrollmentDate, bogotaDayStart(f.startDate)) : undefined,
    f.endDate ? lt(schoolEnrollments.enrollmentDate, bogotaDayStart(f.endDate, 1)) : undefined,
    pattern ? sql`${schoolEnrollments.searchText} like koinonia_fold(${pattern})` : undefined,
  );
}

const withCourse = {
  enrollment: schoolEnrollments,
  course: schoolCourses,
  instructor: instructorColumns,
};
const newestFirst = [desc(schoolEnrollments.enrollmentDate), desc(schoolEnrollments.id)];

/**
 * A page of enrollments, newest first (enrollment_date desc, id desc), with the total. Only the page's
 * ids are read in the (community[, status], date, id) order, a page past the middle from the oldest
 * end (nearerEnd), and only they are joined with their course and instructor. Filtered by status or
 * course only (the screen's default), the total is the kept counts' (school_enrollment_counts);
 * narrowed by a search or dates, it is counted once per list version (countNarrowed).
 */
export async function listEnrollments(
  db: Tx,
  communityId: string,
  q: EnrollmentFilters & { page: number; limit: number },
) {
  const where = filtersWhere(communityId, q);
  const total = countsCover(q)
    ? (await enrollmentCounts(db, communityId, q)).total
    : await countNarrowed(db, communityId, q, where);
  const { offset } = pageWindow(q);
  if (offset >= total) return { rows: [], total };
  const walk = nearerEnd({ limit: q.limit, offset, total });
  const ids = db
    .select({ id: schoolEnrollments.id })
    .from(schoolEnrollments)
    .where(where)
    .orderBy(
      ...(walk.backwards ? [asc(schoolEnrollments.enrollmentDate), asc(schoolEnrollments.id)] : newestFirst),
    )
    .limit(walk.limit)
    .offset(walk.offset);
  const rows = await db
    .select(withCourse)
    .from(schoolEnrollments)
    .innerJoin(schoolCourses, eq(schoolCourses.id, schoolEnrollments.courseId))
    .innerJoin(schoolInstructors, eq(schoolInstructors.id, schoolCourses.instructorId))
    .where(inArray(schoolEnrollments.id, ids))
    .orderBy(...newestFirst);
  return { rows, total };
}

export async function findEnrollment(db: Tx, { communityId, enrollmentId }: EnrollmentKey) {
  const [row] = await db
    .select(withCourse)
    .from(schoolEnrollments)
    .innerJoin(schoolCourses, eq(schoolCourses.id, schoolEnrollments.courseId))
    .innerJoin(schoolInstructors, eq(schoolInstructors.id, schoolCourses.instructorId))
    .where(and(eq(schoolEnrollments.communityId, communityId), eq(schoolEnrollments.id, enrollmentId)))
    .limit(1);
  return row;
}

/** The enrollment's course and status (what a transition checks before locking the course). */
export async function enrollmentState(db: Tx, { communityId, enrollmentId }: EnrollmentKey) {
  const [row] = await db
    .select({
      courseId: schoolEnrollments.courseId,
      userId: schoolEnrollments.userId,
      status: schoolEnrollments.status,
    })
    .from(schoolEnrollments)
    .where(and(eq(schoolEnrollments.communityId, communityId), eq(schoolEnrollments.id, enrollmentId)))
    .limit(1);
  return row;
}

/**
 * Moves the enrollment to `to` only if it is still in one of `from`: a double click, or two people
 * answering the same request, apply it once. Answers the row's id, or undefined when nothing moved.
 */
export async function moveEnrollment(
  db: Tx,
  {
    communityId,
    enrollmentId,
    from,
    to,
    rejectionReason,
    userId,
  }: EnrollmentKey & {
    from: readonly EnrollmentStatus[];
    to: EnrollmentStatus;
    rejectionReason?: string;
    userId?: string;
  },
) {
  const now = new Date();
  const [row] = await db
    .update(schoolEnrollments)
    .set({
      status: to,
      statusChangedAt: now,
      updatedAt: now,
      ...(rejectionReason === undefined ? {} : { rejectionReason }),
    })
    .where(
      and(
        eq(schoolEnrollments.communityId, communityId),
        eq(schoolEnrollments.id, enrollmentId),
        userId ? eq(schoolEnrollments.userId, userId) : undefined,
        inArray(schoolEnrollments.status, from),
      ),
    )
    .returning({ id: schoolEnrollments.id });
  return row;
}

/** Sets whatsapp_sent; answers the id only when this statement changed it. */
export async function markWhatsappSent(db: Tx, { communityId, enrollmentId }: EnrollmentKey) {
  const [row] = await db
    .update(schoolEnrollments)
    .set({ whatsappSent: true, updatedAt: new Date() })
    .where(
      and(
        eq(schoolEnrollments.communityId, communityId),
        eq(schoolEnrollments.id, enrollmentId),
        eq(schoolEnrollments.whatsappSent, false),
      ),
    )
    .returning({ id: schoolEnrollments.id });
  return row;
}

/**
 * The enrollments after `after` (the last row of the previous chunk), newest first, with the course's
 * title and the instructor's name: a keyset page, so reading all of them costs the same per chunk.
 */
export async function enrollmentsAfter(
  db: Tx,
  communityId: string,
  f: EnrollmentFilters & { after?: { cursor: string; id: string }; limit: number },
) {
  const { after } = f;
  return (
    db
      // The cursor is the timestamp as text: PostgreSQL keeps microseconds, a JavaScript Date only ms.
      .select({
        enrollment: schoolEnrollments,
        courseTitle: schoolCourses.title,
        instructorName: schoolInstructors.name,
        cursor: sql<string>`${schoolEnrollments.enrollmentDate}::text`,
      })
      .from(schoolEnrollments)
      .innerJoin(schoolCourses, eq(schoolCourses.id, schoolEnrollments.courseId))
      .innerJoin(schoolInstructors, eq(schoolInstructors.id, schoolCourses.instructorId))
      .where(
        and(
          filtersWhere(communityId, f),
          // A row comparison, so the index walk starts at the cursor instead of filtering the rows before it.
          after
            ? sql`(${schoolEnrollments.enrollmentDate}, ${schoolEnrollments.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...newestFirst)
      .limit(f.limit)
  );
}

/** Totals of searches and date ranges, per community list version (school_list_versions). */
const narrowedTotals = new VersionedTotals();

async function countNarrowed(db: Tx, communityId: string, f: EnrollmentFilters, where: SQL | undefined) {
  const [row] = await db
    .select({ version: schoolListVersions.version })
    .from(schoolListVersions)
    .where(eq(schoolListVersions.communityId, communityId));
  const { status, courseId, startDate, endDate, search, userId } = f;
  return narrowedTotals.get(
    [communityId, status, courseId, startDate, endDate, search, userId],
    row?.version ?? 0,
    async () =>
      (await db.select({ total: sql<number>`count(*)::int` }).from(schoolEnrollments).where(where))[0]
        ?.total ?? 0,
  );
}

/** Whether the kept counts answer these filters: none, or only a status and/or a course. */
function countsCover(f: EnrollmentFilters): boolean {
  return !f.startDate && !f.endDate && !f.search && !f.userId;
}

/**
 * The number of enrollments of each status (enrollmentStatsSchema), of the community or of a filter.
 * Without dates, search or person, it reads the kept counts (a row per course and status); otherwise it
 * counts the matching enrollments.
 */
export async function enrollmentCounts(db: Tx, communityId: string, f: EnrollmentFilters = {}) {
  if (countsCover(f)) {
    const by = (s: EnrollmentStatus) =>
      sql<number>`coalesce(sum(${schoolEnrollmentCounts.n}) filter (where ${schoolEnrollmentCounts.status} = ${s}), 0)::int`;
    const [row] = await db
      .select({
        pending: by('PENDING'),
        confirmed: by('CONFIRMED'),
        waitlist: by('WAITLIST'),
        rejected: by('REJECTED'),
        completed: by('COMPLETED'),
        dropped: by('DROPPED'),
        total: sql<number>`coalesce(sum(${schoolEnrollmentCounts.n}), 0)::int`,
      })
      .from(schoolEnrollmentCounts)
      .where(
        and(
          eq(schoolEnrollmentCounts.communityId, communityId),
          f.status ? eq(schoolEnrollmentCounts.status, f.status) : undefined,
          f.courseId ? eq(schoolEnrollmentCounts.courseId, f.courseId) : undefined,
        ),
      );
    return row!;
  }
  const by = (s: EnrollmentStatus) =>
    sql<number>`(count(*) filter (where ${schoolEnrollments.status} = ${s}))::int`;
  const [row] = await db
    .select({
      pending: by('PENDING'),
      confirmed: by('CONFIRMED'),
      waitlist: by('WAITLIST'),
      rejected: by('REJECTED'),
      completed: by('COMPLETED'),
      dropped: by('DROPPED'),
      total: sql<number>`count(*)::int`,
    })
    .from(schoolEnrollments)
    .where(filtersWhere(communityId, f));
  return row!;
}
