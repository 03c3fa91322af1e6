import type { EnrollBody } from '@koinonia/shared/school/school-requests.schemas';
import { api } from '@koinonia/ui/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseDetailQuery } from './course-detail';
import type { MyEnrollment } from './my-enrollments';
import { SCHOOL_BASE, SCHOOL_KEY } from './school-paths';

/**
 * POST /api/community/biblical-school/courses/{id}/enroll: a new enrollment, PENDING until the school
 * answers. Refusals (409 ALREADY_ENROLLED, COURSE_CLOSED; 404 a course no longer offered) carry the
 * server's Spanish message.
 */
export function enroll(courseId: string, body: EnrollBody): Promise<MyEnrollment> {
  return api<MyEnrollment>(`${SCHOOL_BASE}/courses/${encodeURIComponent(courseId)}/enroll`, {
    method: 'POST',
    body,
  });
}

export function useEnroll(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EnrollBody) => enroll(courseId, body),
    // The course shows the new enrollment at once; the lists follow with the refetch.
    onSuccess: (enrollment) =>
      client.setQueryData(courseDetailQuery(courseId).queryKey, (course) =>
        course ? { ...course, myEnrollment: { id: enrollment.id, status: enrollment.status } } : course,
      ),
    // Refused too: the course may have changed meanwhile (an enrollment made on another phone).
    onSettled: () => client.invalidateQueries({ queryKey: SCHOOL_KEY }),
  });
}
