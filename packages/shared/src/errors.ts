import { imageMessages } from './images/image-rules.ts';

/** Every error the API can answer with, and the Spanish text a person reads for it. */
export const errorMessages = {
  VALIDATION_ERROR: 'Los datos enviados no son válidos',
  UNAUTHORIZED: 'Tu sesión ha expirado. Inicia sesión de nuevo.',
  INVALID_CREDENTIALS: 'Correo electrónico o contraseña incorrectos',
  MEMBERSHIP_INACTIVE: 'Tu membresía en la comunidad está inactiva. Contacta al administrador.',
  TOO_MANY_ATTEMPTS: 'Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.',
  TOO_MANY_ATTEMPTS_LATER: 'Demasiadas solicitudes seguidas. Espera unos minutos e inténtalo de nuevo.',
  FORBIDDEN: 'No tienes permisos para realizar esta acción',
  NO_COMMUNITY: 'Tu cuenta no está asociada a ninguna comunidad. Contacta al administrador.',
  ADMIN_ONLY: 'Solo los pastores (administradores de la comunidad) pueden realizar esta acción',
  NOT_FOUND: 'El recurso solicitado no existe',
  ROUTE_NOT_FOUND: 'La ruta solicitada no existe',
  USER_NOT_FOUND: 'Usuario no encontrado en el sistema',
  MEMBERSHIP_NOT_FOUND: 'La membresía no existe',
  COMMUNITY_NOT_FOUND: 'La comunidad no existe',
  EMAIL_TAKEN: 'Ya existe una cuenta con este correo electrónico',
  DOCUMENT_TAKEN: 'Ya existe una cuenta con este número de documento',
  ALREADY_ACTIVE_MEMBER: 'Este usuario ya es un miembro activo de la comunidad',
  ALREADY_ACTIVE: 'El miembro ya está activo',
  ALREADY_INACTIVE: 'El miembro ya está inactivo',
  SELF_DEACTIVATION: 'No puedes inactivar tu propia cuenta',
  SELF_ROLE_CHANGE: 'No puedes cambiar tu propio rol',
  LAST_PASTOR: 'La comunidad debe conservar al menos un pastor activo',
  CREATE_COMMUNITY_FORBIDDEN: 'Solo Super Admins pueden crear comunidades',
  DELETE_COMMUNITY_FORBIDDEN: 'Solo Super Admins pueden eliminar comunidades',
  SECTOR_NOT_FOUND: 'El sector no existe',
  GROUP_NOT_FOUND: 'El grupo no existe',
  SECTOR_HAS_GROUPS: 'No se puede eliminar: tiene grupos asignados',
  SECTOR_INACTIVE: 'El sector seleccionado está inactivo',
  LEADER_NOT_MEMBER: 'El líder debe ser un miembro activo de la comunidad',
  CO_LEADER_NOT_MEMBER: 'El colíder debe ser un miembro activo de la comunidad',
  NEWS_NOT_FOUND: 'La noticia no existe',
  POST_NOT_FOUND: 'El post solicitado no fue encontrado.',
  COMMENT_NOT_FOUND: 'El comentario no existe',
  PRAYER_NOT_FOUND: 'La oración no existe',
  TESTIMONY_EXISTS: 'Esta oración ya tiene un testimonio',
  TESTIMONY_NOT_FOUND: 'Esta oración no tiene testimonio',
  PRAYER_ANONYMITY_FORBIDDEN: 'Solo quien pidió la oración puede cambiar si es anónima',
  EVENT_DATE_IN_PAST: 'La fecha del evento no puede ser anterior a hoy',
  EVENT_NOT_FOUND: 'El evento no existe',
  EVENT_MOMENT_IN_PAST: 'La fecha y hora no puede ser en el pasado',
  EVENT_IMAGE_TOO_LARGE: 'La imagen no puede superar los 3MB',
  EVENT_CLOSED: 'Este evento ya no recibe interesados: está cancelado o completado',
  EVENT_REGISTRATION_CLOSED: 'Las inscripciones para este evento están cerradas',
  EVENT_FULL: 'El evento ha alcanzado su capacidad máxima',
  INSTRUCTOR_NOT_FOUND: 'El instructor no existe',
  COURSE_NOT_FOUND: 'El curso no existe',
  ENROLLMENT_NOT_FOUND: 'La inscripción no existe',
  INSTRUCTOR_HAS_COURSES: 'No se puede eliminar: el instructor tiene cursos asignados',
  INSTRUCTOR_INACTIVE: 'El instructor seleccionado está inactivo',
  COURSE_HAS_OPEN_ENROLLMENTS: 'No se puede eliminar: el curso tiene inscripciones abiertas',
  COURSE_FULL: 'El curso no tiene cupos disponibles',
  CAPACITY_BELOW_ENROLLED: 'La capacidad no puede ser menor que los cupos ya ocupados',
  COURSE_CLOSED: 'Este curso ya no recibe inscripciones',
  COURSE_NOT_ENDED: 'El curso aún no ha terminado',
  ALREADY_ENROLLED: 'Ya tienes una inscripción abierta en este curso',
  ENROLLMENT_TRANSITION_INVALID: 'Esta acción no está disponible para el estado actual de la inscripción',
  SCHOOL_IMAGE_INVALID_TYPE: 'Por favor selecciona una imagen válida',
  SCHOOL_IMAGE_TOO_LARGE: 'La imagen no puede ser mayor a 5MB',
  BROADCAST_IN_PROGRESS: 'Ya hay un envío en curso. Espera a que termine para enviar otra notificación.',
  NO_ACTIVE_DEVICES:
    'No hay dispositivos activos: los miembros deben iniciar sesión en la app móvil para registrar su dispositivo',
  BROADCAST_NOT_FOUND: 'El envío no existe',
  DEVICE_NOT_FOUND: 'El dispositivo no está registrado',
  DEVICE_OTHER_ACCOUNT:
    'Este teléfono recibe las notificaciones de otra cuenta. Cierra la sesión de esa cuenta en el teléfono e inténtalo de nuevo.',
  IMAGE_INVALID_TYPE: imageMessages.invalidType,
  IMAGE_TOO_LARGE: imageMessages.tooLarge,
  IMAGE_UNREADABLE: imageMessages.loadError,
  IMAGE_PROCESSED_TOO_LARGE: imageMessages.processedTooLargeDefault,
  PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande',
  UNSUPPORTED_MEDIA_TYPE: 'El formato de los datos enviados no es compatible con esta solicitud.',
  SECTOR_NAME_TAKEN: 'Ya existe un sector con este nombre',
  IDEMPOTENCY_KEY_INVALID:
    'El encabezado Idempotency-Key no es válido: debe tener entre 1 y 255 caracteres visibles, sin espacios',
  IDEMPOTENCY_KEY_REUSED:
    'Esta solicitud repite una clave de idempotencia ya usada con otros datos. Vuelve a enviar el formulario.',
  CONFLICT: 'Otra persona modificó estos datos al mismo tiempo. Actualiza e inténtalo de nuevo.',
  DATABASE_UNAVAILABLE:
    'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  INTERNAL_ERROR: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
} as const;

export type ErrorCode = keyof typeof errorMessages;

/** The body of every error answer. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  issues?: { path: string; message: string }[];
}
