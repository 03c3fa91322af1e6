import type { ErrorDefinitions } from '../common/error-definitions.ts';

/** The school domain's errors: the HTTP status and the Spanish text a person reads. */
export const schoolErrors = {
  INSTRUCTOR_NOT_FOUND: { status: 404, message: 'El instructor no existe' },
  COURSE_NOT_FOUND: { status: 404, message: 'El curso no existe' },
  ENROLLMENT_NOT_FOUND: { status: 404, message: 'La inscripción no existe' },
  INSTRUCTOR_HAS_COURSES: {
    status: 409,
    message: 'No se puede eliminar: el instructor tiene cursos asignados',
  },
  INSTRUCTOR_INACTIVE: { status: 400, message: 'El instructor seleccionado está inactivo' },
  COURSE_HAS_OPEN_ENROLLMENTS: {
    status: 409,
    message: 'No se puede eliminar: el curso tiene inscripciones abiertas',
  },
  COURSE_FULL: { status: 409, message: 'El curso no tiene cupos disponibles' },
  CAPACITY_BELOW_ENROLLED: {
    status: 409,
    message: 'La capacidad no puede ser menor que los cupos ya ocupados',
  },
  COURSE_CLOSED: { status: 409, message: 'Este curso ya no recibe inscripciones' },
  COURSE_NOT_ENDED: { status: 409, message: 'El curso aún no ha terminado' },
  ALREADY_ENROLLED: { status: 409, message: 'Ya tienes una inscripción abierta en este curso' },
  ENROLLMENT_TRANSITION_INVALID: {
    status: 409,
    message: 'Esta acción no está disponible para el estado actual de la inscripción',
  },
  SCHOOL_IMAGE_INVALID_TYPE: { status: 400, message: 'Por favor selecciona una imagen válida' },
  SCHOOL_IMAGE_TOO_LARGE: { status: 413, message: 'La imagen no puede ser mayor a 5MB' },
} as const satisfies ErrorDefinitions;
