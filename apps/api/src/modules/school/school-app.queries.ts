import { type EnrollmentStatus, OPEN_ENROLLMENT_STATUSES } from '@koinonia/shared/school/school.schemas';
import type { AppCourseItem } from '@koinonia/shared/school/school-read.schemas';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { schoolCourses, schoolEnrollments, users } from '../../db/schema.ts';
import { jsonObject } from '../../lib/json-items.ts';
import { perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import { listPage, readModel } from '../../lib/read-model.ts';
import { courseFields, coursesFrom, courseTotals } from './school-courses.queries.ts';

/** The school in the members' app: active courses, and the member's own enrollments. */

const openList = sql.raw(OPEN_ENROLLMENT_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * The viewer's (placeholder viewerId) enrollment in the row's course: the open one, else the latest;
 * null when none. A subquery of each row of the page (on the (course, user) … indexes), so a page is
 * one query.
 */
const myEnrollment = sql<{ id: string; status: EnrollmentStatus } | null>`(
  select json_build_object('id', e.id, 'status', e.status)
  from school_enrollments e
  where e.course_id = "school_courses"."id" and e.user_id = ${sql.placeholder('viewerId')}
  order by (e.status in (${openList})) desc, e.enrollment_date desc, e.id desc
  limit 1
)`;

/**
 * A page of the app's courses' ids and its total, built once per shape (the category and level filters
 * present or not; placeholders: communityId, today, category, level, limit, offset). Unnamed
 * statements: each call is planned with its values.
 */
const appCourseList = perDatabaseAndShape((db, shape: `${'category' | ''}:${'level' | ''}`) => {
  const [category, level] = shape.split(':');
  const p = sql.placeholder;
  const where = and(
    eq(schoolCourses.communityId, p('communityId')),
    eq(schoolCourses.isActive, true),
    gte(schoolCourses.endDate, p('today')),
    category ? eq(schoolCourses.category, p('category')) : undefined,
    level ? eq(schoolCourses.level, p('level')) : undefined,
  );
  return {
    ids: db
      .select({ id: schoolCourses.id })
      .from(schoolCourses)
      .where(where)
      .orderBy(asc(schoolCourses.startDate), asc(schoolCourses.id))
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(unnamed),
    total: db.select({ total: sql<number>`count(*)::int` }).from(schoolCourses).where(where).prepare(unnamed),
  };
});

/**
 * A course in the app, as appCourseItemSchema answers it: the dashboard's course (courseFields) without
 * its pending requests, with the viewer's own enrollment (placeholders: communityId, viewerId). Only
 * active courses: an inactive one is not found, ended ones are (the member may look at a past one).
 */
const { pendingCount: _pending, ...appCourseFields } = courseFields;
export const appCourseModel = readModel<AppCourseItem>({
  name: 'app_courses',
  id: schoolCourses.id,
  scope: and(
    eq(schoolCourses.communityId, sql.placeholder('communityId')),
    eq(schoolCourses.isActive, true),
  )!,
  from: coursesFrom,
  item: jsonObject({ ...appCourseFields, myEnrollment }),
});

/**
 * GET /community/biblical-school/courses: active, not ended (end ≥ today), soonest start first, as JSON
 * text of appCourseItemSchema, and the total (kept per courses version and day: courseTotals).
 */
export async function listAppCoursesJson(
  db: Tx,
  communityId: string,
  q: { page: number; limit: number; category?: string; level?: string; today: string; viewerId: string },
) {
  const query = appCourseList(db, `${q.category ? 'category' : ''}:${q.level ? 'level' : ''}`);
  const values = { communityId, today: q.today, category: q.category, level: q.level };
  return listPage({
    db,
    model: appCourseModel,
    values: { ...values, viewerId: q.viewerId },
    page: q,
    ids: () => query.ids,
    count: async () => (await query.total.execute(values))[0]?.total ?? 0,
    keep: (count) => courseTotals.get(db, communityId, ['app', q.today, q.category, q.level], count),
  });
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
