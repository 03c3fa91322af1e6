import { imageTypes } from '@koinonia/shared/images/image-url';
import { instructorFieldsSchema, instructorPatchSchema } from '@koinonia/shared/school/school.schemas';
import type { InstructorsPage } from '@koinonia/shared/school/school-read.schemas';
import type { InstructorsQuery } from '@koinonia/shared/school/school-requests.schemas';
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
import { parseOrThrow } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import { type InstructorRow, instructorValuesOf } from './school.format.ts';
import { checkedImage, type SchoolBodyInput, withSchoolImageErrors } from './school-images.ts';
import * as q from './school-instructors.queries.ts';

/**
 * The school's instructors (dashboard; spec §3, §5, §7): list, one, create (always active), edit
 * (any field, isActive included, an optional new image) and delete (pastor only; refused while it
 * has any course). Every write is audited in its own transaction.
 */

const IMAGE_TYPE = imageTypes.instructors;
const removal: ImageRemoval = {
  objectType: 'instructor',
  imageType: IMAGE_TYPE,
  notFound: 'INSTRUCTOR_NOT_FOUND',
};

const auditedFields = (row: InstructorRow) => instructorValuesOf(row);

export async function listInstructors({ db }: ServiceDeps, caller: Caller, query: InstructorsQuery) {
  const { items, total } = await q.listInstructorsJson(db, caller.communityId, query);
  const { pagination } = paginated([], total, query);
  return withJsonItems<InstructorsPage, 'instructors'>({ pagination }, items, 'instructors');
}

/** The instructor as it answers, read in `db` (a write's transaction: what it just wrote). */
async function instructorItem(db: Tx, caller: Caller, id: string) {
  const item = isUuid(id)
    ? await q.instructorModel.one(db, { communityId: caller.communityId }, id)
    : undefined;
  if (!item) throw new AppError('INSTRUCTOR_NOT_FOUND');
  return item;
}

export async function getInstructor({ db }: ServiceDeps, caller: Caller, id: string) {
  return instructorItem(db, caller, id);
}

/** POST /admin/biblical-school/instructors: 201 the instructor, active. */
export async function createInstructor(
  deps: ServiceDeps,
  caller: Caller,
  read: () => Promise<SchoolBodyInput>,
) {
  try {
    const { data, image } = await read();
    const values = parseOrThrow(instructorFieldsSchema, data);
    const file = await checkedImage(image, { allowGif: true });
    return await withStoredImage(deps, IMAGE_TYPE, file, async (tx, fileName) => {
      const inserted = await q.insertInstructor(tx, {
        ...values,
        imageUrl: fileName ?? values.imageUrl ?? null,
        isActive: true,
        communityId: caller.communityId,
      });
      await audit(tx, caller, {
        action: 'create',
        objectType: 'instructor',
        objectId: inserted.id,
        changes: fieldsSet(auditedFields(inserted)),
      });
      return instructorItem(tx, caller, inserted.id);
    });
  } catch (err) {
    throw withSchoolImageErrors(err);
  }
}

/** PUT /admin/biblical-school/instructors/{id}: the fields sent change; a new image replaces the old one. */
export async function updateInstructor(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
  read: () => Promise<SchoolBodyInput>,
) {
  try {
    const { data, image } = await read();
    const patch = parseOrThrow(instructorPatchSchema, data);
    const file = await checkedImage(image, { allowGif: true });
    // A cheap refusal before an image is stored; the row is read again, locked, to be changed.
    await getInstructor(deps, caller, id);
    const key = { communityId: caller.communityId, instructorId: id };
    return await withReplacedImage(deps, IMAGE_TYPE, file, async (tx, fileName) => {
      const current = await q.lockInstructor(tx, key);
      if (!current) throw new AppError('INSTRUCTOR_NOT_FOUND');
      const merged = { ...instructorValuesOf(current), ...sentFields(patch) };
      const updated = await q.updateInstructor(tx, {
        ...key,
        values: { ...merged, imageUrl: fileName ?? merged.imageUrl ?? null },
      });
      if (!updated) throw new AppError('INSTRUCTOR_NOT_FOUND');
      const changes = changedFields(auditedFields(current), auditedFields(updated));
      await audit(tx, caller, { action: 'update', objectType: 'instructor', objectId: id, changes });
      const item = await instructorItem(tx, caller, id);
      return { result: item, image: updated.imageUrl, previousImage: current.imageUrl };
    });
  } catch (err) {
    throw withSchoolImageErrors(err);
  }
}

/** DELETE /admin/biblical-school/instructors/{id}: 409 INSTRUCTOR_HAS_COURSES while it teaches any course. */
export async function deleteInstructor(deps: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('INSTRUCTOR_NOT_FOUND');
  const key = { communityId: caller.communityId, instructorId: id };
  await deleteWithImage(deps, caller, removal, id, {
    remove: async (tx) => {
      // Locked first: a course being created with this instructor waits for the delete, or the
      // delete for it (the foreign key also refuses it).
      if (!(await q.lockInstructor(tx, key))) return undefined;
      if (await q.hasCourses(tx, id)) throw new AppError('INSTRUCTOR_HAS_COURSES');
      return q.deleteInstructor(tx, key);
    },
    changes: (row) => fieldsSet({ name: row.name, title: row.title }),
  });
}
