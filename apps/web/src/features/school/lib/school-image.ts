import { SCHOOL_LIMITS, schoolMessages } from '@koinonia/shared/school/school.schemas';

/**
 * The images a school form accepts (spec §5, §9): an image type ('Por favor selecciona una imagen
 * válida') of at most 5MB ('La imagen no puede ser mayor a 5MB'). Instructors also take GIF (the
 * hint says JPG, PNG, GIF); courses take JPEG, PNG and WebP, as the server does.
 */
export type SchoolImageKind = 'instructor' | 'course';

export const schoolImageTypes: Record<SchoolImageKind, readonly string[]> = {
  instructor: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'],
  course: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'],
};

/** The refusal of a chosen file, or null when it may be sent. */
export function schoolImageProblem(
  file: { type: string; size: number },
  kind: SchoolImageKind,
): string | null {
  if (!schoolImageTypes[kind].includes(file.type)) return schoolMessages.imageType;
  if (file.size > SCHOOL_LIMITS.imageMaxBytes) return schoolMessages.imageTooLarge;
  return null;
}
