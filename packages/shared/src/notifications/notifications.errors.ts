import type { ErrorDefinitions } from '../common/error-definitions.ts';

/** The notifications domain's errors: the HTTP status and the Spanish text a person reads. */
export const notificationsErrors = {
  BROADCAST_IN_PROGRESS: {
    status: 409,
    message: 'Ya hay un envío en curso. Espera a que termine para enviar otra notificación.',
  },
  NO_ACTIVE_DEVICES: {
    status: 409,
    message:
      'No hay dispositivos activos: los miembros deben iniciar sesión en la app móvil para registrar su dispositivo',
  },
  BROADCAST_NOT_FOUND: { status: 404, message: 'El envío no existe' },
  WEB_PUSH_DISABLED: {
    status: 404,
    message: 'Las notificaciones web no están disponibles en este servidor',
  },
  DEVICE_NOT_FOUND: { status: 404, message: 'El dispositivo no está registrado' },
  DEVICE_OTHER_ACCOUNT: {
    status: 409,
    message:
      'Este teléfono recibe las notificaciones de otra cuenta. Cierra la sesión de esa cuenta en el teléfono e inténtalo de nuevo.',
  },
} as const satisfies ErrorDefinitions;
