import { imageTypes } from '@koinonia/shared/images/image-url';
import type { InstructorItem } from '@koinonia/shared/school/school-read.schemas';
import type { InstructorsQuery } from '@koinonia/shared/school/school-requests.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { schoolCourses, schoolInstructors } from '../../db/schema.ts';
import { deleteRow, insertRow, lockRow, updateRow } from '../../lib/community-rows.ts';
import { containsPattern } from '../../lib/ids.ts';
import { isoText, jsonObject, localImageUrl } from '../../lib/json-items.ts';
import { perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import { listPage, readModel } from '../../lib/read-model.ts';
import { searchCondition } from '../../lib/search-plan.ts';

/** The school's instructors: every query names the community. */

export interface InstructorKey {
  communityId: string;
  instructorId: string;
}

/** How many courses (any status) an instructor teaches: a subquery, one per row of a page. */
// Written out qualified: in a one-table select Drizzle leaves the outer column unqualified.
const coursesCount = sql<number>`(select count(*)::int from school_courses sc where sc.instructor_id = "school_instructors"."id")`;

/**
 * A page of instructors' ids and its total, built once per shape (the active filter and the search present
 * or not; placeholders: communityId, isActive, pattern, limit, offset). Unnamed statements: each call is
 * planned with its values (a search's pattern).
 */
const instructorList = perDatabaseAndShape((db, shape: `${'isActive' | 'any'}:${'search' | 'all'}`) => {
  const [isActive, search] = shape.split(':');
  const p = sql.placeholder;
  const where = and(
    eq(schoolInstructors.communityId, p('communityId')),
    isActive === 'isActive' ? eq(schoolInstructors.isActive, p('isActive')) : undefined,
    search === 'search' ? searchCondition(schoolInstructors.sortName, 'search') : undefined,
  );
  return {
    ids: db
      .select({ id: schoolInstructors.id })
      .from(schoolInstructors)
      .where(where)
      .orderBy(asc(schoolInstructors.sortName), asc(schoolInstructors.id))
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(unnamed),
    total: db
      .select({ total: sql<number>`count(*)::int` })
      .from(schoolInstructors)
      .where(where)
      .prepare(unnamed),
  };
});

/** An instructor, as instructorItemSchema answers it: every read of one instructor, a page's items. */
export const instructorModel = readModel<InstructorItem>({
  name: 'instructors',
  id: schoolInstructors.id,
  scope: eq(schoolInstructors.communityId, sql.placeholder('communityId')),
  from: (db, fields) => db.select(fields).from(schoolInstructors),
  item: jsonObject({
    id: schoolInstructors.id,
    name: schoolInstructors.name,
    title: schoolInstructors.title,
    bio: schoolInstructors.bio,
    experience: schoolInstructors.experience,
    email: schoolInstructors.email,
    phone: schoolInstructors.phone,
    qualifications: schoolInstructors.qualifications,
    specialties: schoolInstructors.specialties,
    isActive: schoolInstructors.isActive,
    imageUrl: localImageUrl(schoolInstructors.imageUrl, imageTypes.instructors),
    coursesCount,
    createdAt: isoText(schoolInstructors.createdAt),
    updatedAt: isoText(schoolInstructors.updatedAt),
  }),
});

/** A page of instructors (JSON text of instructorItemSchema), and the total. */
export async function listInstructorsJson(db: Tx, communityId: string, q: InstructorsQuery) {
  const query = instructorList(
    db,
    `${q.isActive === undefined ? 'any' : 'isActive'}:${q.search ? 'search' : 'all'}`,
  );
  const values = {
    communityId,
    isActive: q.isActive,
    pattern: q.search ? containsPattern(q.search) : undefined,
  };
  return listPage({
    db,
    model: instructorModel,
    values,
    page: q,
    ids: () => query.ids,
    count: async () => (await query.total.execute(values))[0]?.total ?? 0,
  });
}

/** The row, locked until the transaction ends (a course being saved with it waits, or it waits for them). */
export function lockInstructor(db: Tx, { communityId, instructorId }: InstructorKey) {
  return lockRow(db, schoolInstructors, { communityId, id: instructorId }, 'update');
}

export function insertInstructor(db: Tx, values: typeof schoolInstructors.$inferInsert) {
  return insertRow(db, schoolInstructors, values);
}

export function updateInstructor(
  db: Tx,
  {
    communityId,
    instructorId,
    values,
  }: InstructorKey & { values: Partial<typeof schoolInstructors.$inferInsert> },
) {
  return updateRow(db, schoolInstructors, { communityId, id: instructorId }, values);
}

export async function hasCourses(db: Tx, instructorId: string) {
  const [row] = await db
    .select({ id: schoolCourses.id })
    .from(schoolCourses)
    .where(eq(schoolCourses.instructorId, instructorId))
    .limit(1);
  return row !== undefined;
}

export function deleteInstructor(db: Tx, { communityId, instructorId }: InstructorKey) {
  return deleteRow(db, schoolInstructors, { communityId, id: instructorId });
}
