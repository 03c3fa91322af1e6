import { type EnrollmentStatus, OPEN_ENROLLMENT_STATUSES } from '@koinonia/shared/school/school.schemas';
import { and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { schoolCourses, schoolEnrollments, schoolInstructors, users } from '../../db/schema.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { instructorColumns } from './school-courses.queries.ts';

/** The school in the members' app: active courses, and the member's own enrollments. */

const openList = sql.raw(OPEN_ENROLLMENT_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * The viewer's enrollment in the row's course: the open one, else the latest; null when none. A
 * subquery of each row of the page (on the (course, user) … indexes), so a page is one query.
 */
const myEnrollment = (viewerId: string) =>
  sql<{ id: string; status: EnrollmentStatus } | null>`(
    select json_build_object('id', e.id, 'status', e.status)
    from school_enrollments e
    where e.course_id = "school_courses"."id" and e.user_id = ${viewerId}
    order by (e.status in (${openList})) desc, e.enrollment_date desc, e.id desc
    limit 1
  )`;

function appWhere(communityId: string, today: string, more?: SQL) {
  return and(
    eq(schoolCourses.communityId, communityId),
    eq(schoolCourses.isActive, true),
    gte(schoolCourses.endDate, today),
    more,
  );
}

/** GET /community/biblical-school/courses: active, not ended (end ≥ today), soonest start first. */
export async function listAppCourses(
  db: Tx,
  communityId: string,
  q: { page: number; limit: number; category?: string; level?: string; today: string; viewerId: string },
) {
  const where = appWhere(
    communityId,
    q.today,
    and(
      q.category ? eq(schoolCourses.category, q.category as never) : undefined,
      q.level ? eq(schoolCourses.level, q.level as never) : undefined,
    ),
  );
  const { limit, offset } = pageWindow(q);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        course: schoolCourses,
        instructor: instructorColumns,
        myEnrollment: myEnrollment(q.viewerId),
      })
      .from(schoolCourses)
      .innerJoin(schoolInstructors, eq(schoolInstructors.id, schoolCourses.instructorId))
      .where(where)
      .orderBy(asc(schoolCourses.startDate), asc(schoolCourses.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(schoolCourses).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One active course of the community (ended ones included: the member may look at a past one). */
export async function findAppCourse(
  db: Tx,
  { communityId, courseId, viewerId }: { communityId: string; courseId: string; viewerId: string },
) {
  const [row] = await db
    .select({ course: schoolCourses, instructor: instructorColumns, myEnrollment: myEnrollment(viewerId) })
    .from(schoolCourses)
    .innerJoin(schoolInstructors, eq(schoolInstructors.id, schoolCourses.instructorId))
    .where(
      and(
        eq(schoolCourses.communityId, communityId),
        eq(schoolCourses.id, courseId),
        eq(schoolCourses.isActive, true),
      ),
    )
    .limit(1);
  return row;
}

/** The person's open enrollment in a course, if any. */
export async function openEnrollmentOf(db: Tx, courseId: string, userId: string) {
  const [row] = await db
    .select({ id: schoolEnrollments.id })
    .from(schoolEnrollments)
    .where(
      and(
        eq(schoolEnrollments.courseId, courseId),
        eq(schoolEnrollments.userId, userId),
        inArray(schoolEnrollments.status, OPEN_ENROLLMENT_STATUSES),
      ),
    )
    .limit(1);
  return row;
}

/** What the enrollment's snapshot takes from the account. */
export async function studentOf(db: Tx, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      documentNumber: users.documentNumber,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function insertEnrollment(db: Tx, values: typeof schoolEnrollments.$inferInsert) {
  const [row] = await db.insert(schoolEnrollments).values(values).returning({ id: schoolEnrollments.id });
  return row!;
}
