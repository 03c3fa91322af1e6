import type { EnrollmentItem } from '@koinonia/shared/school/school-read.schemas';
import { notifyError, notifySuccess } from '@koinonia/ui/notify';
import { useState } from 'react';
import { actionFallbacks, type DashboardAction, useMoveEnrollment } from '../api/school-mutations';
import { schoolTexts } from './school-texts';

const successTexts: Record<DashboardAction, string> = {
  confirm: schoolTexts.confirmed,
  waitlist: schoolTexts.waitlisted,
  reject: schoolTexts.rejected,
  complete: schoolTexts.completed,
};

/**
 * Confirm, waitlist and complete at once; reject opens its modal (a reason is required). A refusal
 * (409 COURSE_FULL, ENROLLMENT_TRANSITION_INVALID…) toasts the server's message, else the spec's fallback.
 */
export function useEnrollmentActions() {
  const move = useMoveEnrollment();
  const [busy, setBusy] = useState<{ id: string; action: DashboardAction } | null>(null);
  const [rejecting, setRejecting] = useState<EnrollmentItem | null>(null);

  async function run(enrollment: EnrollmentItem, action: DashboardAction, rejectionReason?: string) {
    setBusy({ id: enrollment.id, action });
    try {
      await move.mutateAsync({ id: enrollment.id, action, rejectionReason });
      notifySuccess(successTexts[action]);
      return true;
    } catch (err) {
      notifyError(err, actionFallbacks[action]);
      return false;
    } finally {
      setBusy(null);
    }
  }

  function act(enrollment: EnrollmentItem, action: DashboardAction) {
    if (action === 'reject') setRejecting(enrollment);
    else void run(enrollment, action);
  }

  return {
    busy,
    act,
    rejecting,
    closeReject: () => setRejecting(null),
    reject: (enrollment: EnrollmentItem, reason: string) => run(enrollment, 'reject', reason),
  };
}

export type EnrollmentActions = ReturnType<typeof useEnrollmentActions>;
