import type { ErrorDefinitions } from '../common/error-definitions.ts';

/** The news domain's errors: the HTTP status and the Spanish text a person reads. */
export const newsErrors = {
  NEWS_NOT_FOUND: { status: 404, message: 'La noticia no existe' },
  EVENT_DATE_IN_PAST: { status: 400, message: 'La fecha del evento no puede ser anterior a hoy' },
} as const satisfies ErrorDefinitions;
