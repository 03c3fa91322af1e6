import type { CourseItem } from '@koinonia/shared/school/school-read.schemas';
import { byId, EditSchemaForm, editFormModal } from '@koinonia/ui/components/edit-form-modal';
import { FormSection } from '@koinonia/ui/components/form-section';
import { notifyError, notifySuccess } from '@koinonia/ui/notify';
import { type EditFormProps, useEditForm } from '@koinonia/ui/use-edit-form';
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

const courseTexts = {
  title: { create: 'Nuevo Curso', edit: 'Editar Curso' },
  label: { create: 'Nuevo curso', edit: 'Editar curso' },
  submit: 'Crear Curso',
};

/** The course form; `item`: the course to edit, null: a new course. */
function CourseForm(props: EditFormProps<CourseItem>) {
  const { item: course, onClose } = props;
  const [image, setImage] = useState<SchoolImageState>(emptyImage);
  const save = useSaveCourse();
  const form = useEditForm<CourseFormValues>(props, courseTexts, {
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
    <EditSchemaForm {...form.frame} saving={save.isPending} saveErrorTitle={schoolFallbacks.saveCourse}>
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
    </EditSchemaForm>
  );
}

/** 'Nuevo Curso' and 'Editar Curso' (spec §2, §3, §5): every field of a course, the shared schema's rules. */
export const CourseFormModal = editFormModal(CourseForm, {
  texts: courseTexts,
  itemKey: byId,
  size: 'xl',
  fullScreenBelow: '48em',
});
