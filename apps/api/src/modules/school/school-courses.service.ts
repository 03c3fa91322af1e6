import { imageTypes } from '@koinonia/shared/images/image-url';
import { courseFromFormFields } from '@koinonia/shared/school/course-form-data';
import {
  type CourseValues,
  courseBodySchema,
  courseCrossFieldIssues,
  coursePatchSchema,
} from '@koinonia/shared/school/school.schemas';
import type { CoursesPage } from '@koinonia/shared/school/school-read.schemas';
import type { CoursesQuery } from '@koinonia/shared/school/school-requests.schemas';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, changedFields, fieldsSet } from '../../lib/audit.ts';
import { deleteWithImage, type ImageRemoval } from '../../lib/audited-writes.ts';
import { isUuid } from '../../lib/ids.ts';
import { withJsonItems } from '../../lib/json-items.ts';
import { paginated } from '../../lib/pagination.ts';
import { sentFields, withReplacedImage } from '../../lib/replaced-images.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { withStoredImage } from '../../lib/stored-images.ts';
import { parseOrThrow, ValidationError } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import { courseColumns, courseValuesOf } from './school.format.ts';
import * as q from './school-courses.queries.ts';
import { checkedImage, type SchoolBodyInput, withSchoolImageErrors } from './school-images.ts';

/**
 * The school's courses (dashboard; spec §3, §5, §7): list, one, create, edit, delete (pastor only;
 * refused while any enrollment is open). A body is JSON or multipart (courseFromFormFields decodes
 * schedule[field] and name[index]; an optional `image` JPEG/PNG/WebP ≤ 5MB). Every write is audited
 * in its own transaction.
 */

const IMAGE_TYPE = imageTypes.courses;
const removal: ImageRemoval = { objectType: 'course', imageType: IMAGE_TYPE, notFound: 'COURSE_NOT_FOUND' };

/** A multipart form's text fields as a course object; JSON as it came. */
const decoded = (data: unknown, multipart: boolean) =>
  multipart ? courseFromFormFields(data as Record<string, string>) : data;

export async function listCourses({ db }: ServiceDeps, caller: Caller, query: CoursesQuery) {
  const { items, total } = await q.listCoursesJson(db, caller.communityId, query);
  const { pagination } = paginated([], total, query);
  return withJsonItems<CoursesPage, 'courses'>({ pagination }, items, 'courses');
}

export async function getCourse({ db }: ServiceDeps, caller: Caller, id: string) {
  const item = isUuid(id) ? await q.courseModel.one(db, { communityId: caller.communityId }, id) : undefined;
  if (!item) throw new AppError('COURSE_NOT_FOUND');
  return item;
}

/** The instructor must be the community's (else 404) and active (else 400 INSTRUCTOR_INACTIVE). */
async function assertInstructor(tx: Tx, communityId: string, instructorId: string) {
  const instructor = await q.instructorOf(tx, communityId, instructorId);
  if (!instructor) throw new AppError('INSTRUCTOR_NOT_FOUND');
  if (!instructor.isActive) throw new AppError('INSTRUCTOR_INACTIVE');
}

const auditedFields = (v: CourseValues) => v as unknown as Record<string, unknown>;

/** POST /admin/biblical-school/courses: 201 the course. */
export async function createCourse(deps: ServiceDeps, caller: Caller, read: () => Promise<SchoolBodyInput>) {
  try {
    const { data, image, multipart } = await read();
    const values = parseOrThrow(courseBodySchema, decoded(data, multipart ?? false));
    const file = await checkedImage(image, { allowGif: false });
    const id = await withStoredImage(deps, IMAGE_TYPE, file, async (tx, fileName) => {
      await assertInstructor(tx, caller.communityId, values.instructorId);
      const stored = { ...values, imageUrl: fileName ?? values.imageUrl ?? null };
      const inserted = await q.insertCourse(tx, {
        ...courseColumns(stored),
        communityId: caller.communityId,
      });
      await audit(tx, caller, {
        action: 'create',
        objectType: 'course',
        objectId: inserted.id,
        changes: fieldsSet(auditedFields(stored)),
      });
      return inserted.id;
    });
    return getCourse(deps, caller, id);
  } catch (err) {
    throw withSchoolImageErrors(err);
  }
}

/**
 * PUT /admin/biblical-school/courses/{id}: the fields sent change (the schedule is replaced whole). The
 * cross-field rules apply to the merged course; a changed instructor must be active; the capacity may
 * not go below the seats taken (409 CAPACITY_BELOW_ENROLLED), checked under the course's row lock so
 * no confirmation slips in between. A new image replaces the old one, imageUrl null removes it.
 */
export async function updateCourse(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
  read: () => Promise<SchoolBodyInput>,
) {
  try {
    const { data, image, multipart } = await read();
    const patch = parseOrThrow(coursePatchSchema, decoded(data, multipart ?? false));
    const file = await checkedImage(image, { allowGif: false });
    // A cheap refusal before an image is stored; the row is locked below to be changed.
    await getCourse(deps, caller, id);
    const key = { communityId: caller.communityId, courseId: id };
    await withReplacedImage(deps, IMAGE_TYPE, file, async (tx, fileName) => {
      const current = await q.lockCourse(tx, key);
      if (!current) throw new AppError('COURSE_NOT_FOUND');
      const before = courseValuesOf(current);
      const merged = { ...before, ...sentFields(patch) } as CourseValues;
      const issues = courseCrossFieldIssues(merged);
      if (issues.length > 0)
        throw new ValidationError(issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
      if (merged.instructorId !== current.instructorId)
        await assertInstructor(tx, caller.communityId, merged.instructorId);
      if (merged.capacity < current.enrolledCount) throw new AppError('CAPACITY_BELOW_ENROLLED');
      const after = { ...merged, imageUrl: fileName ?? merged.imageUrl ?? null };
      await q.updateCourse(tx, { ...key, values: courseColumns(after) });
      await audit(tx, caller, {
        action: 'update',
        objectType: 'course',
        objectId: id,
        changes: changedFields(auditedFields(before), auditedFields(after)),
      });
      return { result: undefined, image: after.imageUrl, previousImage: current.imageUrl };
    });
    return getCourse(deps, caller, id);
  } catch (err) {
    throw withSchoolImageErrors(err);
  }
}

/**
 * DELETE /admin/biblical-school/courses/{id}: 409 COURSE_HAS_OPEN_ENROLLMENTS while any is PENDING,
 * WAITLIST or CONFIRMED; its closed enrollments go with it.
 */
export async function deleteCourse(deps: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('COURSE_NOT_FOUND');
  const key = { communityId: caller.communityId, courseId: id };
  await deleteWithImage(deps, caller, removal, id, {
    remove: async (tx) => {
      // Locked first: an enrollment arriving meanwhile waits, then finds no course.
      if (!(await q.lockCourse(tx, key))) return undefined;
      if (await q.hasOpenEnrollments(tx, id)) throw new AppError('COURSE_HAS_OPEN_ENROLLMENTS');
      return q.deleteCourse(tx, key);
    },
    changes: (row) => fieldsSet({ title: row.title, startDate: row.startDate, endDate: row.endDate }),
  });
}
