import type { EnrollmentStatus } from '@koinonia/shared/school/school.schemas';
import { type EnrollmentAction, enrollmentTransitions } from '@koinonia/shared/school/school.transitions';
import type { EnrollmentItem, EnrollmentsPage } from '@koinonia/shared/school/school-read.schemas';
import type { EnrollmentsQuery } from '@koinonia/shared/school/school-requests.schemas';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { bogotaDay } from '../../lib/days.ts';
import { isUuid } from '../../lib/ids.ts';
import { withJsonItems } from '../../lib/json-items.ts';
import { paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import { lockCourse } from './school-courses.queries.ts';
import * as q from './school-enrollments.queries.ts';

/**
 * The school's enrollments on the dashboard (spec §4, §7): the list, the pending ones, one, the counts
 * by status, the WhatsApp mark, and the moves of school.transitions.ts (confirm, waitlist, reject,
 * complete; the student's cancel is in school-app.service.ts). Every move:
 * - locks the course row first (SELECT … FOR UPDATE), so moves of one course queue and each reads the
 *   seats the one before left (enrolled_count, kept by the database trigger of migration 0015);
 * - confirm refuses with 409 COURSE_FULL when enrolled_count = capacity: concurrent confirmations never
 *   overbook (and the school_courses_seats_check constraint would refuse it anyway);
 * - is a conditional UPDATE … WHERE status IN (from): a double click applies it once, the second gets
 *   409 ENROLLMENT_TRANSITION_INVALID;
 * - is audited in the same transaction.
 */

export async function listEnrollments(
  { db }: ServiceDeps,
  caller: Caller,
  query: EnrollmentsQuery,
  forced?: { status: EnrollmentStatus },
) {
  const { items, total } = await q.listEnrollmentsJson(
    db,
    caller.communityId,
    { ...query, ...forced },
    'dashboard',
  );
  const { pagination } = paginated([], total, query);
  return withJsonItems<EnrollmentsPage, 'enrollments'>({ pagination }, items, 'enrollments');
}

export async function getEnrollment(
  { db }: ServiceDeps,
  caller: Caller,
  id: string,
): Promise<EnrollmentItem> {
  const item = isUuid(id)
    ? await q.enrollmentModel.one(db, { communityId: caller.communityId }, id)
    : undefined;
  if (!item) throw new AppError('ENROLLMENT_NOT_FOUND');
  return item;
}

export async function enrollmentStats({ db }: ServiceDeps, caller: Caller) {
  return q.enrollmentCounts(db, caller.communityId);
}

/**
 * One move of the state machine, inside `tx`: the enrollment (of the community, and of `ownerId` when
 * the student moves it) or 404, the course locked, the move's rules, the conditional update, the audit.
 */
export async function applyMove(
  tx: Tx,
  caller: Caller,
  id: string,
  action: EnrollmentAction,
  opts: { rejectionReason?: string; ownerId?: string; today: string },
) {
  const key = { communityId: caller.communityId, enrollmentId: id };
  const state = isUuid(id) ? await q.enrollmentState(tx, key) : undefined;
  if (!state || (opts.ownerId && state.userId !== opts.ownerId)) throw new AppError('ENROLLMENT_NOT_FOUND');
  const move = enrollmentTransitions[action];
  if (!move.from.includes(state.status)) throw new AppError('ENROLLMENT_TRANSITION_INVALID');
  const course = await lockCourse(tx, { communityId: caller.communityId, courseId: state.courseId });
  if (!course) throw new AppError('ENROLLMENT_NOT_FOUND');
  // Read again under the course's lock: a move of the same enrollment that committed while this one
  // waited (a double click) is seen here, so it is refused as a transition, not as a full course.
  const locked = await q.enrollmentState(tx, key);
  if (!locked) throw new AppError('ENROLLMENT_NOT_FOUND');
  if (!move.from.includes(locked.status)) throw new AppError('ENROLLMENT_TRANSITION_INVALID');
  if (action === 'confirm' && course.enrolledCount >= course.capacity) throw new AppError('COURSE_FULL');
  if (action === 'complete' && opts.today <= course.endDate) throw new AppError('COURSE_NOT_ENDED');
  const moved = await q.moveEnrollment(tx, {
    ...key,
    from: move.from,
    to: move.to,
    rejectionReason: opts.rejectionReason,
    userId: opts.ownerId,
  });
  // Another request moved it between the read and the lock.
  if (!moved) throw new AppError('ENROLLMENT_TRANSITION_INVALID');
  await audit(tx, caller, {
    action: 'update',
    objectType: 'enrollment',
    objectId: id,
    changes: {
      status: { from: locked.status, to: move.to },
      ...(opts.rejectionReason ? { rejectionReason: { from: null, to: opts.rejectionReason } } : {}),
    },
  });
}

/** PUT /admin/biblical-school/enrollments/{id}/{confirm|waitlist|complete|reject}: 200 the enrollment. */
export async function moveEnrollment(
  deps: ServiceDeps,
  caller: Caller,
  id: string,
  action: Exclude<EnrollmentAction, 'cancel'>,
  opts: { rejectionReason?: string } = {},
  now = new Date(),
) {
  await deps.db.transaction((tx) => applyMove(tx, caller, id, action, { ...opts, today: bogotaDay(now) }));
  return getEnrollment(deps, caller, id);
}

/** PUT /admin/biblical-school/enrollments/{id}/whatsapp: marks the WhatsApp message as sent (idempotent). */
export async function markWhatsapp(deps: ServiceDeps, caller: Caller, id: string) {
  if (!isUuid(id)) throw new AppError('ENROLLMENT_NOT_FOUND');
  const key = { communityId: caller.communityId, enrollmentId: id };
  await deps.db.transaction(async (tx) => {
    if (!(await q.enrollmentState(tx, key))) throw new AppError('ENROLLMENT_NOT_FOUND');
    if (await q.markWhatsappSent(tx, key))
      await audit(tx, caller, {
        action: 'update',
        objectType: 'enrollment',
        objectId: id,
        changes: { whatsappSent: { from: false, to: true } },
      });
  });
  return getEnrollment(deps, caller, id);
}
