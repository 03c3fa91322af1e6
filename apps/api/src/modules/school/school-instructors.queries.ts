import type { InstructorsQuery } from '@koinonia/shared/school/school-requests.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { schoolCourses, schoolInstructors } from '../../db/schema.ts';
import { containsPattern } from '../../lib/ids.ts';
import { pageWindow } from '../../lib/pagination.ts';

/** The school's instructors: every query names the community. */

export interface InstructorKey {
  communityId: string;
  instructorId: string;
}

/** How many courses (any status) an instructor teaches: a subquery, one per row of a page. */
// Written out qualified: in a one-table select Drizzle leaves the outer column unqualified.
const coursesCount = sql<number>`(select count(*)::int from school_courses sc where sc.instructor_id = "school_instructors"."id")`;

export async function listInstructors(db: Tx, communityId: string, q: InstructorsQuery) {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const where = and(
    eq(schoolInstructors.communityId, communityId),
    q.isActive === undefined ? undefined : eq(schoolInstructors.isActive, q.isActive),
    pattern ? sql`${schoolInstructors.sortName} like koinonia_fold(${pattern})` : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const [rows, [count]] = await Promise.all([
    db
      .select({ instructor: schoolInstructors, coursesCount })
      .from(schoolInstructors)
      .where(where)
      .orderBy(asc(schoolInstructors.sortName), asc(schoolInstructors.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(schoolInstructors).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findInstructor(db: Tx, { communityId, instructorId }: InstructorKey) {
  const [row] = await db
    .select({ instructor: schoolInstructors, coursesCount })
    .from(schoolInstructors)
    .where(and(eq(schoolInstructors.communityId, communityId), eq(schoolInstructors.id, instructorId)))
    .limit(1);
  return row;
}

/** The row, locked until the transaction ends (a course being saved with it waits, or it waits for them). */
export async function lockInstructor(db: Tx, { communityId, instructorId }: InstructorKey) {
  const [row] = await db
    .select()
    .from(schoolInstructors)
    .where(and(eq(schoolInstructors.communityId, communityId), eq(schoolInstructors.id, instructorId)))
    .limit(1)
    .for('update');
  return row;
}

export async function insertInstructor(db: Tx, values: typeof schoolInstructors.$inferInsert) {
  const [row] = await db.insert(schoolInstructors).values(values).returning();
  return row!;
}

export async function updateInstructor(
  db: Tx,
  {
    communityId,
    instructorId,
    values,
  }: InstructorKey & { values: Partial<typeof schoolInstructors.$inferInsert> },
) {
  const [row] = await db
    .update(schoolInstructors)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(schoolInstructors.communityId, communityId), eq(schoolInstructors.id, instructorId)))
    .returning();
  return row;
}

export async function hasCourses(db: Tx, instructorId: string) {
  const [row] = await db
    .select({ id: schoolCourses.id })
    .from(schoolCourses)
    .where(eq(schoolCourses.instructorId, instructorId))
    .limit(1);
  return row !== undefined;
}

export async function deleteInstructor(db: Tx, { communityId, instructorId }: InstructorKey) {
  const [row] = await db
    .delete(schoolInstructors)
    .where(and(eq(schoolInstructors.communityId, communityId), eq(schoolInstructors.id, instructorId)))
    .returning();
  return row;
}
