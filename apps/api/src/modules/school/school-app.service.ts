import type { AppCoursesPage, MyEnrollmentsPage } from '@koinonia/shared/school/school-read.schemas';
import { type EnrollBody, enrollBodySchema } from '@koinonia/shared/school/school-requests.schemas';
import { AppError } from '../../lib/app-error.ts';
import { audit, fieldsSet } from '../../lib/audit.ts';
import { bogotaDay } from '../../lib/days.ts';
import { isUuid } from '../../lib/ids.ts';
import { withJsonItems } from '../../lib/json-items.ts';
import { paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as aq from './school-app.queries.ts';
import { lockCourse } from './school-courses.queries.ts';
import * as q from './school-enrollments.queries.ts';
import { applyMove } from './school-enrollments.service.ts';

/**
 * The biblical school in the members' app (any active membership, guests included): the active
 * courses still running, one course, enroll, the member's own enrollments, cancel one. Another
 * community's course or enrollment, or another person's enrollment, is not found.
 */

export async function listAppCourses(
  { db }: ServiceDeps,
  caller: Caller,
  query: { page: number; limit: number; category?: string; level?: string },
  now = new Date(),
) {
  const { items, total } = await aq.listAppCoursesJson(db, caller.communityId, {
    ...query,
    today: bogotaDay(now),
    viewerId: caller.userId,
  });
  const { pagination } = paginated([], total, query);
  return withJsonItems<AppCoursesPage, 'courses'>({ pagination }, items, 'courses');
}

export async function getAppCourse({ db }: ServiceDeps, caller: Caller, id: string) {
  const values = { communityId: caller.communityId, viewerId: caller.userId };
  const item = isUuid(id) ? await aq.appCourseModel.one(db, values, id) : undefined;
  if (!item) throw new AppError('COURSE_NOT_FOUND');
  return item;
}

/** The member's own enrollment as it answers; another person's is not found. */
async function myEnrollment({ db }: ServiceDeps, caller: Caller, id: string) {
  const values = { communityId: caller.communityId, userId: caller.userId };
  const item = await q.myEnrollmentModel.one(db, values, id);
  if (!item) throw new AppError('ENROLLMENT_NOT_FOUND');
  return item;
}

/**
 * POST /community/biblical-school/courses/{id}/enroll: 201 a PENDING enrollment, the student's
 * snapshot taken now from their account (the body's phone overrides the account's; the address is the
 * body's). An inactive or another community's course is not found; an ended one (end date before
 * today, Bogotá) is 409 COURSE_CLOSED; an open enrollment already is 409 ALREADY_ENROLLED (checked
 * under the course's lock, and guaranteed by the partial unique index, so a double click never makes
 * two). A full course still takes the request: it stays PENDING and the school waitlists it (confirm
 * is what takes a seat, and refuses when there is none).
 */
export async function enroll(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
  body: EnrollBody,
  now = new Date(),
) {
  const values = parseOrThrow(enrollBodySchema, body ?? {});
  if (!isUuid(id)) throw new AppError('COURSE_NOT_FOUND');
  const enrollmentId = await deps.db.transaction(async (tx) => {
    const course = await lockCourse(tx, { communityId: caller.communityId, courseId: id });
    if (!course?.isActive) throw new AppError('COURSE_NOT_FOUND');
    if (course.endDate < bogotaDay(now)) throw new AppError('COURSE_CLOSED');
    if (await aq.openEnrollmentOf(tx, id, caller.userId)) throw new AppError('ALREADY_ENROLLED');
    const student = await aq.studentOf(tx, caller.userId);
    if (!student) throw new AppError('UNAUTHORIZED');
    const inserted = await aq.insertEnrollment(tx, {
      communityId: caller.communityId,
      courseId: id,
      userId: caller.userId,
      status: 'PENDING',
      enrollmentDate: now,
      statusChangedAt: now,
      snapshotName: student.name,
      snapshotEmail: student.email,
      snapshotDocumentNumber: student.documentNumber,
      snapshotPhone: values.phone ?? student.phone,
      snapshotAddress: values.address,
      motivation: values.motivation,
    });
    await audit(tx, caller, {
      action: 'create',
      objectType: 'enrollment',
      objectId: inserted.id,
      changes: fieldsSet({ courseId: id, courseTitle: course.title, status: 'PENDING' }),
    });
    return inserted.id;
  });
  return myEnrollment(deps, caller, enrollmentId);
}

/** GET /community/biblical-school/enrollments/me: the member's own, newest first. */
export async function myEnrollments(
  { db }: ServiceDeps,
  caller: Caller,
  query: { page: number; limit: number },
) {
  const { items, total } = await q.listEnrollmentsJson(
    db,
    caller.communityId,
    { ...query, userId: caller.userId },
    'mine',
  );
  const { pagination } = paginated([], total, query);
  return withJsonItems<MyEnrollmentsPage, 'enrollments'>({ pagination }, items, 'enrollments');
}

/**
 * PUT /community/biblical-school/enrollments/{id}/cancel: the member's own open enrollment → DROPPED
 * (a CONFIRMED one frees its seat). Someone else's is not found; a final one is 409
 * ENROLLMENT_TRANSITION_INVALID.
 */
export async function cancelEnrollment(deps: ServiceDeps, caller: Caller, id: string, now = new Date()) {
  await deps.db.transaction((tx) =>
    applyMove(tx, caller, id, 'cancel', { ownerId: caller.userId, today: bogotaDay(now) }),
  );
  return myEnrollment(deps, caller, id);
}
