import type { CourseItem } from '@koinonia/shared/school/school-read.schemas';
import { FormModal, SchemaForm } from '@koinonia/ui/components/form-modal';
import { FormSection } from '@koinonia/ui/components/form-section';
import { notifyError, notifySuccess } from '@koinonia/ui/notify';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import { useState } from 'react';
import { useSaveCourse } from '../api/school-mutations';
import {
  type CourseFormValues,
  courseFieldOf,
  initialCourseValues,
  toCourseFormData,
  toCoursePayload,
  validateCourse,
} from '../lib/course-form';
import { schoolFallbacks, schoolTexts } from '../lib/school-texts';
import {
  CourseBasicFields,
  CourseCapacityFields,
  CourseFlagFields,
  CourseListFields,
  CourseScheduleFields,
} from './course-form-fields';
import { emptyImage, SchoolImageInput, type SchoolImageState } from './school-image-input';

interface CourseFormModalProps {
  opened: boolean;
  /** The course to edit; null: a new course. */
  course: CourseItem | null;
  onClose: () => void;
}

/** 'Nuevo Curso' and 'Editar Curso' (spec §2, §3, §5): every field of a course, the shared schema's rules. */
export function CourseFormModal({ opened, course, onClose }: CourseFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={course ? 'Editar Curso' : 'Nuevo Curso'}
      size="xl"
      fullScreenBelow="48em"
    >
      <CourseForm key={course?.id ?? 'new'} course={course} onClose={onClose} />
    </FormModal>
  );
}

function CourseForm({ course, onClose }: Omit<CourseFormModalProps, 'opened'>) {
  const [image, setImage] = useState<SchoolImageState>(emptyImage);
  const save = useSaveCourse();
  const form = useSchemaForm<CourseFormValues>({
    initialValues: () => initialCourseValues(course),
    validate: validateCourse,
    fieldOf: courseFieldOf,
    extraProblems: () => (image.error ? [image.error] : []),
    saveFallback: schoolFallbacks.saveCourse,
    save: async (values) => {
      try {
        await save.mutateAsync({
          id: course?.id,
          body: toCourseFormData(toCoursePayload(values), image.file),
        });
      } catch (err) {
        // Spec §8: 'Error al guardar el curso' (and the server's reason, when it gives one).
        notifyError(err, schoolFallbacks.saveCourse, schoolFallbacks.saveCourse);
        throw err;
      }
      notifySuccess(course ? schoolTexts.courseUpdated : schoolTexts.courseCreated);
      onClose();
    },
  });
  const fields = { values: form.values, errors: form.errors, setField: form.setField };

  return (
    <SchemaForm
      form={form}
      label={course ? 'Editar curso' : 'Nuevo curso'}
      submitLabel={course ? 'Guardar Cambios' : 'Crear Curso'}
      saving={save.isPending}
      saveErrorTitle={schoolFallbacks.saveCourse}
      onCancel={onClose}
    >
      <CourseBasicFields {...fields} current={course?.instructor} />
      <CourseScheduleFields {...fields} />
      <CourseCapacityFields {...fields} />
      <CourseListFields {...fields} />
      <FormSection legend="Imagen">
        <SchoolImageInput
          kind="course"
          label="Imagen del curso"
          description="JPG, PNG o WebP · máximo 5MB"
          value={image}
          storedSrc={course?.imageUrl}
          storedAlt={course ? `Imagen actual de ${course.title}` : undefined}
          onChange={setImage}
        />
      </FormSection>
      <CourseFlagFields {...fields} editing={!!course} />
    </SchemaForm>
  );
}
