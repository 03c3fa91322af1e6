import { instructorFieldsSchema, instructorPatchSchema } from '@koinonia/shared/school/school.schemas';
import type { InstructorItem } from '@koinonia/shared/school/school-read.schemas';
import { messageByStatus } from '@koinonia/ui/api-client';
import { type FieldErrors, firstPartField, schemaErrors } from '@koinonia/ui/schema-form';
import { instructorErrorTexts, schoolFallbacks } from './school-texts';

/** The instructor form's values as the inputs hold them (spec §2: lists as comma-separated text). */
export interface InstructorFormValues {
  name: string;
  title: string;
  email: string;
  phone: string;
  experience: string;
  bio: string;
  qualifications: string;
  specialties: string;
  /** Only the edit shows it ('Activo'); a new instructor is always active (spec §5). */
  isActive: boolean;
}

export type InstructorFormErrors = FieldErrors<InstructorFormValues>;

/** Empty for a new instructor; the stored values (lists joined with ', ') for an edit. */
export function initialInstructorValues(instructor?: InstructorItem | null): InstructorFormValues {
  return {
    name: instructor?.name ?? '',
    title: instructor?.title ?? '',
    email: instructor?.email ?? '',
    phone: instructor?.phone ?? '',
    experience: instructor?.experience ?? '',
    bio: instructor?.bio ?? '',
    qualifications: instructor?.qualifications.join(', ') ?? '',
    specialties: instructor?.specialties.join(', ') ?? '',
    isActive: instructor?.isActive ?? true,
  };
}

const textFields = [
  'name',
  'title',
  'email',
  'phone',
  'experience',
  'bio',
  'qualifications',
  'specialties',
] as const;

/** The text fields sent, trimmed (the server splits the lists on commas; empty optional texts clear). */
export function instructorFields(
  values: InstructorFormValues,
  mode: 'create' | 'edit',
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of textFields) fields[key] = values[key].trim();
  if (mode === 'edit') fields.isActive = String(values.isActive);
  return fields;
}

/** The multipart body (spec §7): the text fields, and the chosen file as `image`. */
export function toInstructorFormData(
  values: InstructorFormValues,
  mode: 'create' | 'edit',
  image: File | null,
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(instructorFields(values, mode))) form.append(key, value);
  if (image) form.append('image', image, image.name);
  return form;
}

/** The shared schema's rules (the server's): 'El nombre es obligatorio', 'El título es obligatorio'… */
export function validateInstructor(
  values: InstructorFormValues,
  mode: 'create' | 'edit',
): InstructorFormErrors {
  // Every field is sent, so the edit's schema (all optional) still requires a name and a title.
  const schema = mode === 'create' ? instructorFieldsSchema : instructorPatchSchema;
  return schemaErrors<InstructorFormValues>(schema, instructorFields(values, mode), firstPartField(values));
}

/**
 * Spec §8, instructor creation at the modal's level: 401/403 'No tienes autorización para crear
 * instructores'; 400 'Datos inválidos. Verifica la información ingresada.'; otherwise the server's
 * message, else 'Error al crear el instructor'.
 */
export function createInstructorError(error: unknown): string {
  const { createUnauthorized, createInvalid } = instructorErrorTexts;
  return messageByStatus(
    error,
    { 401: createUnauthorized, 403: createUnauthorized, 400: createInvalid },
    schoolFallbacks.createInstructor,
  );
}

/** The update: 401/403 'No tienes permisos para actualizar instructores.', else the server's message or the fallback. */
export function updateInstructorError(error: unknown): string {
  const { updateUnauthorized } = instructorErrorTexts;
  return messageByStatus(
    error,
    { 401: updateUnauthorized, 403: updateUnauthorized },
    schoolFallbacks.updateInstructor,
  );
}

/** The first `shown` specialties and how many more there are (spec §2: the first 2 plus a +N badge). */
export function specialtiesPreview(specialties: readonly string[], shown = 2) {
  return { shown: specialties.slice(0, shown), more: Math.max(0, specialties.length - shown) };
}
