import { imageTypes } from '@koinonia/shared/images/image-url';
import { OPEN_ENROLLMENT_STATUSES } from '@koinonia/shared/school/school.schemas';
import type { CourseItem } from '@koinonia/shared/school/school-read.schemas';
import type { CoursesQuery } from '@koinonia/shared/school/school-requests.schemas';
import { and, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { schoolCourses, schoolEnrollments, schoolInstructors, schoolListVersions } from '../../db/schema.ts';
import { communityRow, deleteRow, insertRow, lockRow, updateRow } from '../../lib/community-rows.ts';
import { filterShapes } from '../../lib/filter-shape.ts';
import { containsPattern } from '../../lib/ids.ts';
import { isoText, jsonObject, localImageUrl } from '../../lib/json-items.ts';
import { KeptPerVersion } from '../../lib/list-versions.ts';
import { perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import { listPage, readModel } from '../../lib/read-model.ts';
import { searchCondition } from '../../lib/search-plan.ts';

/** The school's courses: every query names the community. */

export interface CourseKey {
  communityId: string;
  courseId: string;
}

/** Which of the list's filters a query has: one built query per combination (courseFilterShape). */
const courseShapes = filterShapes(['category', 'level', 'instructorId', 'isActive', 'search'] as const);

/** The filters present, as a key ('category,search'; '' for none): at most 32 values, never user text. */
function courseFilterShape(q: CoursesQuery): string {
  return courseShapes.shapeOf({
    category: !!q.category,
    level: !!q.level,
    instructorId: !!q.instructorId,
    isActive: q.isActive !== undefined,
    search: !!q.search,
  });
}

/**
 * A page of courses' ids and its total, built once per filter shape (placeholders: communityId, category,
 * level, instructorId, isActive, pattern, limit, offset). Unnamed statements: each call is planned with
 * its values (a search's pattern, a rare category).
 */
const courseList = perDatabaseAndShape((db, shape: string) => {
  const has = courseShapes.hasIn(shape);
  const p = sql.placeholder;
  const where = and(
    eq(schoolCourses.communityId, p('communityId')),
    has('category') ? eq(schoolCourses.category, p('category')) : undefined,
    has('level') ? eq(schoolCourses.level, p('level')) : undefined,
    has('instructorId') ? eq(schoolCourses.instructorId, p('instructorId')) : undefined,
    has('isActive') ? eq(schoolCourses.isActive, p('isActive')) : undefined,
    has('search') ? searchCondition(schoolCourses.searchText, 'search') : undefined,
  );
  return {
    ids: db
      .select({ id: schoolCourses.id })
      .from(schoolCourses)
      .where(where)
      .orderBy(desc(schoolCourses.startDate), desc(schoolCourses.id))
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(unnamed),
    total: db.select({ total: sql<number>`count(*)::int` }).from(schoolCourses).where(where).prepare(unnamed),
  };
});

/**
 * The course lists' totals, the dashboard's and the app's, by community, list and filters, kept while the
 * community's courses version stands (list_versions, raised by every change of a course, its enrollment
 * counts included): the next page, or the same list again, does not count the courses again.
 */
export const courseTotals = new KeptPerVersion<number>('courses', 2_000);

/** A date-only column as the school answers it: YYYY-MM-DD. */
const dayText = (day: SQLWrapper) => sql`to_char(${day}, 'YYYY-MM-DD')`;

/**
 * A course with its instructor (joined: coursesFrom) as courseItemSchema has it: the dashboard's course,
 * and the ground of the app's course (appCourseModel) and of an enrollment's course.
 */
export const courseFields = {
  id: schoolCourses.id,
  title: schoolCourses.title,
  description: schoolCourses.description,
  shortDescription: schoolCourses.shortDescription,
  instructor: jsonObject({
    id: schoolInstructors.id,
    name: schoolInstructors.name,
    title: schoolInstructors.title,
    imageUrl: localImageUrl(schoolInstructors.imageUrl, imageTypes.instructors),
  }),
  category: schoolCourses.category,
  level: schoolCourses.level,
  startDate: dayText(schoolCourses.startDate),
  endDate: dayText(schoolCourses.endDate),
  duration: schoolCourses.duration,
  schedule: jsonObject({
    dayOfWeek: schoolCourses.scheduleDayOfWeek,
    startTime: schoolCourses.scheduleStartTime,
    endTime: schoolCourses.scheduleEndTime,
    frequency: schoolCourses.scheduleFrequency,
  }),
  capacity: schoolCourses.capacity,
  enrolledCount: schoolCourses.enrolledCount,
  availableSpots: sql`greatest(0, ${schoolCourses.capacity} - ${schoolCourses.enrolledCount})`,
  pendingCount: schoolCourses.pendingCount,
  cost: schoolCourses.cost,
  location: schoolCourses.location,
  requirements: schoolCourses.requirements,
  targetAudience: schoolCourses.targetAudience,
  topics: schoolCourses.topics,
  materials: schoolCourses.materials,
  isFeatured: schoolCourses.isFeatured,
  isActive: schoolCourses.isActive,
  imageUrl: localImageUrl(schoolCourses.imageUrl, imageTypes.courses),
  createdAt: isoText(schoolCourses.createdAt),
  updatedAt: isoText(schoolCourses.updatedAt),
};

/** The courses with their instructors, for a read model's select. */
export const coursesFrom = (db: Tx, fields: { items: SQL<string> }) =>
  db
    .select(fields)
    .from(schoolCourses)
    .innerJoin(schoolInstructors, eq(schoolInstructors.id, schoolCourses.instructorId));

/** A course, as courseItemSchema answers it on the dashboard: one course, a page's items. */
export const courseModel = readModel<CourseItem>({
  name: 'courses',
  id: schoolCourses.id,
  scope: eq(schoolCourses.communityId, sql.placeholder('communityId')),
  from: coursesFrom,
  item: jsonObject(courseFields),
});

/**
 * GET /admin/biblical-school/courses: newest start first (start_date desc, id desc), as JSON text of
 * courseItemSchema, and the total (kept per courses version: courseTotals).
 */
export async function listCoursesJson(db: Tx, communityId: string, q: CoursesQuery) {
  const query = courseList(db, courseFilterShape(q));
  const values = {
    communityId,
    category: q.category,
    level: q.level,
    instructorId: q.instructorId,
    isActive: q.isActive,
    pattern: q.search ? containsPattern(q.search) : undefined,
  };
  const { category, level, instructorId, isActive, pattern } = values;
  return listPage({
    db,
    model: courseModel,
    values,
    page: q,
    ids: () => query.ids,
    count: async () => (await query.total.execute(values))[0]?.total ?? 0,
    keep: (count) =>
      courseTotals.get(
        db,
        communityId,
        ['dashboard', category, level, instructorId, isActive, pattern],
        count,
      ),
  });
}

/**
 * The course row, locked until the transaction ends (FOR UPDATE): every change of its seats (a
 * confirmation, a cancellation, a capacity edit) queues behind the one before, and reads the counters
 * that one left.
 */
export function lockCourse(db: Tx, { communityId, courseId }: CourseKey) {
  return lockRow(db, schoolCourses, { communityId, id: courseId }, 'update');
}

/** An instructor of the community (its id and whether it is active), or undefined. */
export async function instructorOf(db: Tx, communityId: string, instructorId: string) {
  const [row] = await db
    .select({ id: schoolInstructors.id, isActive: schoolInstructors.isActive })
    .from(schoolInstructors)
    .where(communityRow(schoolInstructors, { communityId, id: instructorId }))
    .limit(1)
    .for('share');
  return row;
}

export function insertCourse(db: Tx, values: typeof schoolCourses.$inferInsert) {
  return insertRow(db, schoolCourses, values);
}

export async function updateCourse(
  db: Tx,
  { communityId, courseId, values }: CourseKey & { values: Partial<typeof schoolCourses.$inferInsert> },
) {
  const row = await updateRow(db, schoolCourses, { communityId, id: courseId }, values);
  // A course's active flag or dates change what the dashboard's students count sees (see dashboard()).
  if (row)
    await db
      .insert(schoolListVersions)
      .values({ communityId, version: 1 })
      .onConflictDoUpdate({
        target: schoolListVersions.communityId,
        set: { version: sql`${schoolListVersions.version} + 1` },
      });
  return row;
}

export async function hasOpenEnrollments(db: Tx, courseId: string) {
  const [row] = await db
    .select({ id: schoolEnrollments.id })
    .from(schoolEnrollments)
    .where(
      and(
        eq(schoolEnrollments.courseId, courseId),
        inArray(schoolEnrollments.status, OPEN_ENROLLMENT_STATUSES),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Deletes a course; its (closed) enrollments go with it by cascade. */
export function deleteCourse(db: Tx, { communityId, courseId }: CourseKey) {
  return deleteRow(db, schoolCourses, { communityId, id: courseId });
}
