import type { EnrollmentStatus } from './school.schemas.ts';

/**
 * The enrollment state machine, the one place that says which status leads where and who moves it.
 * The server refuses any other move with 409 ENROLLMENT_TRANSITION_INVALID; the screen offers exactly
 * these actions.
 *
 *   (member enrolls) ──► PENDING ──confirm──► CONFIRMED ──complete (after the course's end date)──► COMPLETED
 *                          │  │                  ▲   │
 *                          │  └──waitlist──► WAITLIST┘   └──cancel (the student) ──► DROPPED
 *                          │                  │
 *                          └──reject (reason)─┴──reject (reason)──► REJECTED
 *   PENDING, WAITLIST ──cancel (the student)──► DROPPED
 *
 * - Spec §4: only PENDING offers confirm, waitlist and reject. [proposed] WAITLIST offers confirm and
 *   reject (a seat freed up, or it never will); CONFIRMED offers complete once the course's end date has
 *   passed (Bogotá); the student cancels any open enrollment (PENDING, WAITLIST, CONFIRMED) → DROPPED.
 * - REJECTED, COMPLETED and DROPPED are final. After REJECTED or DROPPED the person may enroll again
 *   (a new enrollment).
 * - confirm takes a seat: it locks the course and refuses with 409 COURSE_FULL when
 *   enrolledCount = capacity. A CONFIRMED enrollment dropped frees its seat.
 */
export type EnrollmentAction = 'confirm' | 'waitlist' | 'reject' | 'complete' | 'cancel';

export const enrollmentTransitions: Record<
  EnrollmentAction,
  { from: readonly EnrollmentStatus[]; to: EnrollmentStatus; by: 'dashboard' | 'student' }
> = {
  confirm: { from: ['PENDING', 'WAITLIST'], to: 'CONFIRMED', by: 'dashboard' },
  waitlist: { from: ['PENDING'], to: 'WAITLIST', by: 'dashboard' },
  reject: { from: ['PENDING', 'WAITLIST'], to: 'REJECTED', by: 'dashboard' },
  complete: { from: ['CONFIRMED'], to: 'COMPLETED', by: 'dashboard' },
  cancel: { from: ['PENDING', 'WAITLIST', 'CONFIRMED'], to: 'DROPPED', by: 'student' },
};

/** Whether an action applies to an enrollment of this status (complete also needs the course ended). */
export function canMove(action: EnrollmentAction, status: EnrollmentStatus): boolean {
  return enrollmentTransitions[action].from.includes(status);
}

/** The dashboard's actions for an enrollment of this status, in the order the screen shows them. */
export function dashboardActions(status: EnrollmentStatus): EnrollmentAction[] {
  return (['confirm', 'waitlist', 'reject', 'complete'] as const).filter((a) => canMove(a, status));
}
