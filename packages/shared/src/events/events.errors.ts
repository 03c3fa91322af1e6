import type { ErrorDefinitions } from '../common/error-definitions.ts';

/** The events domain's errors: the HTTP status and the Spanish text a person reads. */
export const eventsErrors = {
  EVENT_NOT_FOUND: { status: 404, message: 'El evento no existe' },
  EVENT_MOMENT_IN_PAST: { status: 400, message: 'La fecha y hora no puede ser en el pasado' },
  EVENT_IMAGE_TOO_LARGE: { status: 413, message: 'La imagen no puede superar los 3MB' },
  EVENT_CLOSED: { status: 409, message: 'Este evento ya no recibe interesados: está cancelado o completado' },
  EVENT_REGISTRATION_CLOSED: { status: 409, message: 'Las inscripciones para este evento están cerradas' },
  EVENT_FULL: { status: 409, message: 'El evento ha alcanzado su capacidad máxima' },
} as const satisfies ErrorDefinitions;
