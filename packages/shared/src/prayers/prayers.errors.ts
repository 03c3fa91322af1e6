import type { ErrorDefinitions } from '../common/error-definitions.ts';

/** The prayers domain's errors: the HTTP status and the Spanish text a person reads. */
export const prayersErrors = {
  PRAYER_NOT_FOUND: { status: 404, message: 'La oración no existe' },
  TESTIMONY_EXISTS: { status: 409, message: 'Esta oración ya tiene un testimonio' },
  TESTIMONY_NOT_FOUND: { status: 404, message: 'Esta oración no tiene testimonio' },
  PRAYER_ANONYMITY_FORBIDDEN: {
    status: 403,
    message: 'Solo quien pidió la oración puede cambiar si es anónima',
  },
} as const satisfies ErrorDefinitions;
