import type { CourseItem, InstructorItem } from '@koinonia/shared/school/school-read.schemas';
import { confirmDelete } from '@koinonia/ui/components/confirm-dialog';
import { notifyError } from '@koinonia/ui/notify';
import { useItemAction } from '../../../lib/item-action';
import { useDeleteCourse, useDeleteInstructor } from '../api/school-mutations';
import { schoolFallbacks, schoolTexts } from './school-texts';

/**
 * Deleting a course or an instructor after its confirm dialog (spec §5). A refusal (409 while it has
 * open enrollments or courses, 403 for a helper) toasts the server's message, else the spec's fallback.
 */
export function useSchoolDeletes() {
  const removeCourse = useDeleteCourse();
  const removeInstructor = useDeleteInstructor();
  const { busyId, run } = useItemAction({ onError: (err, fallback) => notifyError(err, fallback) });

  function askDeleteCourse(course: CourseItem) {
    confirmDelete({
      title: 'Eliminar curso',
      message: schoolTexts.deleteCourseConfirm,
      subject: course.title,
      onConfirm: () =>
        run(
          course.id,
          () => removeCourse.mutateAsync(course.id),
          schoolTexts.courseDeleted,
          schoolFallbacks.deleteCourse,
        ),
    });
  }

  function askDeleteInstructor(instructor: InstructorItem) {
    confirmDelete({
      title: 'Eliminar instructor',
      message: schoolTexts.deleteInstructorConfirm,
      subject: instructor.name,
      onConfirm: () =>
        run(
          instructor.id,
          () => removeInstructor.mutateAsync(instructor.id),
          schoolTexts.instructorDeleted,
          schoolFallbacks.deleteInstructor,
        ),
    });
  }

  return { busyId, askDeleteCourse, askDeleteInstructor };
}
