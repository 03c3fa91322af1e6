import { SCHOOL_LIMITS } from '@koinonia/shared/school/school.schemas';
import type { InstructorItem } from '@koinonia/shared/school/school-read.schemas';
import { byId, editFormModal } from '@koinonia/ui/components/edit-form-modal';
import { notifyErrorText, notifySuccess } from '@koinonia/ui/notify';
import { requiredField } from '@koinonia/ui/required-field';
import { fieldBinders } from '@koinonia/ui/schema-form';
import type { EditFormProps } from '@koinonia/ui/use-edit-form';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import { Alert, Button, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useSaveInstructor } from '../api/school-mutations';
import {
  createInstructorError,
  type InstructorFormValues,
  initialInstructorValues,
  toInstructorFormData,
  updateInstructorError,
  validateInstructor,
} from '../lib/instructor-form';
import { schoolTexts } from '../lib/school-texts';
import { emptyImage, SchoolImageInput, type SchoolImageState } from './school-image-input';

const instructorTexts = {
  title: { create: 'Crear Nuevo Instructor', edit: 'Editar Instructor' },
  label: { create: 'Crear nuevo instructor', edit: 'Editar instructor' },
  submit: 'Crear Instructor',
};

/** The instructor form; `item`: the instructor to edit, null: a new one ('Crear Nuevo Instructor'). */
function InstructorForm({ item: instructor, onClose }: EditFormProps<InstructorItem>) {
  const mode = instructor ? 'edit' : 'create';
  const [image, setImage] = useState<SchoolImageState>(emptyImage);
  const save = useSaveInstructor();
  const saving = save.isPending;
  const refusalMessage = mode === 'create' ? createInstructorError : updateInstructorError;
  // Spec §4: the error alert clears when any field is edited.
  const form = useSchemaForm<InstructorFormValues>({
    initialValues: () => initialInstructorValues(instructor),
    validate: (values) => validateInstructor(values, mode),
    extraProblems: () => (image.error ? [image.error] : []),
    refusalMessage,
    clearSaveErrorOnChange: true,
    save: async (values) => {
      try {
        await save.mutateAsync({ id: instructor?.id, body: toInstructorFormData(values, mode, image.file) });
      } catch (err) {
        notifyErrorText(refusalMessage(err));
        throw err;
      }
      notifySuccess(instructor ? schoolTexts.instructorUpdated : schoolTexts.instructorCreated);
      onClose();
    },
  });
  const { values, errors, setField } = form;

  const bind = fieldBinders(values, errors, setField);
  const text = (field: keyof InstructorFormValues) => ({ ...bind.input(field), disabled: saving });

  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={instructor ? instructorTexts.label.edit : instructorTexts.label.create}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Nombre Completo" {...requiredField} {...text('name')} data-autofocus />
          <TextInput label="Título/Cargo" {...requiredField} {...text('title')} />
          <TextInput label="Email" type="email" autoComplete="off" {...text('email')} />
          <TextInput label="Teléfono" type="tel" {...text('phone')} />
        </SimpleGrid>
        <TextInput label="Experiencia" placeholder="Ej.: 10 años de ministerio" {...text('experience')} />
        <Textarea label="Biografía" autosize minRows={3} maxRows={8} {...text('bio')} />
        <TextInput
          label="Calificaciones"
          description="Separadas por comas"
          placeholder="Ej.: Maestría en Teología, Licenciatura en Educación"
          {...text('qualifications')}
        />
        <TextInput
          label="Especialidades"
          description={`Separadas por comas (máximo ${SCHOOL_LIMITS.maxListItems})`}
          placeholder="Ej.: Antiguo Testamento, Homilética"
          {...text('specialties')}
        />
        <SchoolImageInput
          kind="instructor"
          label="Imagen del instructor"
          description="JPG, PNG, GIF · máximo 5MB"
          value={image}
          disabled={saving}
          storedSrc={instructor?.imageUrl}
          storedAlt={instructor ? `Foto actual de ${instructor.name}` : undefined}
          onChange={(next) => {
            setImage(next);
            form.dismissSaveError();
          }}
        />
        {instructor && (
          <Switch
            label="Activo"
            description="Un instructor inactivo no se ofrece al crear cursos"
            {...bind.checked('isActive')}
            disabled={saving}
          />
        )}
        {form.saveError && (
          <Alert color="red.9" variant="filled" role="alert" icon={<IconAlertTriangle aria-hidden />}>
            {form.saveError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" disabled={saving}>
            {saving
              ? instructor
                ? 'Guardando...'
                : 'Creando...'
              : instructor
                ? 'Guardar Cambios'
                : instructorTexts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Crear Nuevo Instructor' (spec §2, §4, §5, §8), large; the same form edits one ('Editar Instructor'). */
export const InstructorFormModal = editFormModal(InstructorForm, {
  texts: instructorTexts,
  itemKey: byId,
  size: 'lg',
  fullScreenBelow: '36em',
});
