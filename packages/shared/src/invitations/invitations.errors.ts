import type { ErrorDefinitions } from '../common/error-definitions.ts';

/** The errors of invitations and password-reset links: the HTTP status and the Spanish text a person reads. */
export const invitationsErrors = {
  INVITATION_NOT_FOUND: { status: 404, message: 'La invitación no existe. Revisa el enlace o el código.' },
  INVITATION_EXPIRED: {
    status: 410,
    message: 'Esta invitación ya venció. Pide un enlace nuevo a tu pastor.',
  },
  INVITATION_USED_UP: {
    status: 410,
    message: 'Esta invitación ya alcanzó su número máximo de usos. Pide un enlace nuevo a tu pastor.',
  },
  INVITATION_REVOKED: {
    status: 410,
    message: 'Esta invitación fue anulada. Pide un enlace nuevo a tu pastor.',
  },
  ALREADY_MEMBER: { status: 409, message: 'Ya eres miembro activo de esta comunidad' },
  PASSWORD_RESET_NOT_ALLOWED: {
    status: 409,
    message:
      'Solo puedes crear este enlace para un miembro activo que pertenezca únicamente a tu comunidad: su contraseña también abre las demás.',
  },
  REMOVED_FROM_COMMUNITY: {
    status: 403,
    message: 'Un pastor de esta comunidad te desactivó. Pídele que te reactive.',
  },
  PASSWORD_RESET_NOT_FOUND: {
    status: 404,
    message: 'El enlace para restablecer la contraseña no existe. Revisa el enlace.',
  },
  PASSWORD_RESET_GONE: {
    status: 410,
    message: 'Este enlace para restablecer la contraseña ya se usó o venció. Pide uno nuevo a tu pastor.',
  },
} as const satisfies ErrorDefinitions;
