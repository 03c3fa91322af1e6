import type { ErrorDefinitions } from '../common/error-definitions.ts';

/** The members domain's errors: the HTTP status and the Spanish text a person reads. */
export const membersErrors = {
  USER_NOT_FOUND: { status: 404, message: 'Usuario no encontrado en el sistema' },
  MEMBERSHIP_NOT_FOUND: { status: 404, message: 'La membresía no existe' },
  ALREADY_ACTIVE_MEMBER: { status: 409, message: 'Este usuario ya es un miembro activo de la comunidad' },
  ALREADY_ACTIVE: { status: 409, message: 'El miembro ya está activo' },
  ALREADY_INACTIVE: { status: 409, message: 'El miembro ya está inactivo' },
  SELF_DEACTIVATION: { status: 409, message: 'No puedes inactivar tu propia cuenta' },
  SELF_ROLE_CHANGE: { status: 409, message: 'No puedes cambiar tu propio rol' },
  LAST_PASTOR: { status: 409, message: 'La comunidad debe conservar al menos un pastor activo' },
} as const satisfies ErrorDefinitions;
