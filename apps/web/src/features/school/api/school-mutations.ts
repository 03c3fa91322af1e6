import type { EnrollmentAction } from '@koinonia/shared/school/school.transitions';
import type { CourseItem, EnrollmentItem, InstructorItem } from '@koinonia/shared/school/school-read.schemas';
import { api } from '@koinonia/ui/api-client';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { schoolFallbacks } from '../lib/school-texts';
import { itemPath, schoolKeys, schoolPath } from './school-keys';

/** Every write changes the dashboard, the stats and the lists: refresh what is shown. */
function useSchoolMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  return useRefreshingMutation(mutationFn, { queryKey: schoolKeys.all });
}

/** POST /instructors or PUT /instructors/:id, multipart (spec §7). */
export const saveInstructor = ({ id, body }: { id?: string; body: FormData }) =>
  api<InstructorItem>(id ? itemPath('instructors', id) : schoolPath('/instructors'), {
    method: id ? 'PUT' : 'POST',
    body,
  });

/** POST /courses or PUT /courses/:id, multipart (spec §7). */
export const saveCourse = ({ id, body }: { id?: string; body: FormData }) =>
  api<CourseItem>(id ? itemPath('courses', id) : schoolPath('/courses'), {
    method: id ? 'PUT' : 'POST',
    body,
    fallback: schoolFallbacks.saveCourse,
  });

export const deleteCourse = (id: string) =>
  api<unknown>(itemPath('courses', id), { method: 'DELETE', fallback: schoolFallbacks.deleteCourse });

export const deleteInstructor = (id: string) =>
  api<unknown>(itemPath('instructors', id), { method: 'DELETE', fallback: schoolFallbacks.deleteInstructor });

export type DashboardAction = Exclude<EnrollmentAction, 'cancel'>;

export const actionFallbacks: Record<DashboardAction, string> = {
  confirm: schoolFallbacks.confirm,
  waitlist: schoolFallbacks.waitlist,
  reject: schoolFallbacks.reject,
  complete: schoolFallbacks.complete,
};

/** PUT /enrollments/:id/<action> (reject carries its reason). */
export const moveEnrollment = ({
  id,
  action,
  rejectionReason,
}: {
  id: string;
  action: DashboardAction;
  rejectionReason?: string;
}) =>
  api<EnrollmentItem>(itemPath('enrollments', id, `/${action}`), {
    method: 'PUT',
    body: action === 'reject' ? { rejectionReason } : undefined,
    fallback: actionFallbacks[action],
  });

/** PUT /enrollments/:id/whatsapp: marks the message as sent. */
export const markWhatsappSent = (id: string) =>
  api<EnrollmentItem>(itemPath('enrollments', id, '/whatsapp'), {
    method: 'PUT',
    fallback: schoolFallbacks.whatsapp,
  });

export const useSaveInstructor = () => useSchoolMutation(saveInstructor);
export const useSaveCourse = () => useSchoolMutation(saveCourse);
export const useDeleteCourse = () => useSchoolMutation(deleteCourse);
export const useDeleteInstructor = () => useSchoolMutation(deleteInstructor);
export const useMoveEnrollment = () => useSchoolMutation(moveEnrollment);
export const useMarkWhatsappSent = () => useSchoolMutation(markWhatsappSent);
