import type { EnrollmentStatus } from '@koinonia/shared/school/school.schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { schoolCourses, schoolEnrollments, schoolInstructors } from '../../db/schema.ts';
import { communityRow } from '../../lib/community-rows.ts';
import { type EnrollmentFilters, filtersWhere, newestFirst } from './school-enrollments-list.queries.ts';

/**
 * The school's enrollments, the reads and the writes: every query names the community. The list and its
 * counts are in school-enrollments-list.queries.ts, exported from here too.
 */

export {
  type EnrollmentFilters,
  enrollmentCounts,
  enrollmentModel,
  filtersWhere,
  listEnrollmentsJson,
  myEnrollmentModel,
} from './school-enrollments-list.queries.ts';

export interface EnrollmentKey {
  communityId: string;
  enrollmentId: string;
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
    .where(communityRow(schoolEnrollments, { communityId, id: enrollmentId }))
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
