import type { ErrorDefinitions } from '../common/error-definitions.ts';

/** The groups domain's errors: the HTTP status and the Spanish text a person reads. */
export const groupsErrors = {
  SECTOR_NOT_FOUND: { status: 404, message: 'El sector no existe' },
  GROUP_NOT_FOUND: { status: 404, message: 'El grupo no existe' },
  SECTOR_HAS_GROUPS: { status: 409, message: 'No se puede eliminar: tiene grupos asignados' },
  SECTOR_INACTIVE: { status: 400, message: 'El sector seleccionado está inactivo' },
  LEADER_NOT_MEMBER: { status: 404, message: 'El líder debe ser un miembro activo de la comunidad' },
  CO_LEADER_NOT_MEMBER: { status: 404, message: 'El colíder debe ser un miembro activo de la comunidad' },
  SECTOR_NAME_TAKEN: { status: 409, message: 'Ya existe un sector con este nombre' },
  NOT_GROUP_LEADER: {
    status: 403,
    message: 'Solo el líder y el colíder del grupo, los pastores y los ayudantes pueden hacer esto',
  },
  ROSTER_PERSON_NOT_MEMBER: { status: 404, message: 'La persona debe ser un miembro activo de la comunidad' },
  NOT_IN_ROSTER: { status: 404, message: 'La persona no está en la lista del grupo' },
  ALREADY_IN_GROUP: { status: 409, message: 'La persona ya está en la lista del grupo' },
  GROUP_FULL: { status: 409, message: 'El grupo está completo: no quedan cupos' },
  GROUP_CLOSED: { status: 409, message: 'Este grupo no está recibiendo nuevos miembros' },
  GROUP_COUNT_FOLLOWS_ROSTER: {
    status: 409,
    message: 'Los miembros actuales siguen la lista del grupo: agrega o quita personas de la lista',
  },
  JOIN_REQUEST_PENDING: { status: 409, message: 'Ya pediste unirte a este grupo: el líder te responderá' },
  JOIN_REQUEST_NOT_FOUND: { status: 404, message: 'La solicitud no existe' },
  JOIN_REQUEST_ANSWERED: { status: 409, message: 'Esta solicitud ya fue respondida' },
  MEETING_NOT_FOUND: { status: 404, message: 'El reporte de la reunión no existe' },
  MEETING_DATE_TAKEN: { status: 409, message: 'Ya hay un reporte de este grupo para esa fecha' },
  MEETING_LOCKED: {
    status: 403,
    message:
      'Los líderes pueden registrar o cambiar una reunión hasta 7 días después de su fecha. Pídeselo a un pastor o ayudante.',
  },
  ATTENDEE_NOT_IN_ROSTER: {
    status: 400,
    message: 'Solo se puede marcar la asistencia de personas de la lista del grupo',
  },
  VISITOR_NOT_FOUND: { status: 404, message: 'El visitante no existe' },
  FOLLOW_UP_NOT_FOUND: { status: 404, message: 'La persona no está en el seguimiento' },
} as const satisfies ErrorDefinitions;
