import type { ErrorDefinitions } from '../common/error-definitions.ts';

/** The auth domain's errors: the HTTP status and the Spanish text a person reads. */
export const authErrors = {
  INVALID_CREDENTIALS: { status: 401, message: 'Correo electrónico o contraseña incorrectos' },
  MEMBERSHIP_INACTIVE: {
    status: 403,
    message: 'Tu membresía en la comunidad está inactiva. Contacta al administrador.',
  },
  NOT_A_MEMBER_THERE: {
    status: 404,
    message: 'No eres miembro activo de esa comunidad. Pide una invitación a su pastor.',
  },
  EMAIL_TAKEN: { status: 409, message: 'Ya existe una cuenta con este correo electrónico' },
  DOCUMENT_TAKEN: { status: 409, message: 'Ya existe una cuenta con este número de documento' },
} as const satisfies ErrorDefinitions;
