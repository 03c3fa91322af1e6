import type { DevicePlatform } from './notifications.schemas.ts';
import type { PushErrorKind } from './notifications-read.schemas.ts';

export const devicePlatformLabels: Record<DevicePlatform, string> = {
  ios: 'iOS',
  android: 'Android',
  web: 'Web',
};

export const pushErrorLabels: Record<PushErrorKind, string> = {
  DeviceNotRegistered: 'Dispositivo no registrado (desactivado)',
  InvalidToken: 'Token inválido (desactivado)',
  MessageTooBig: 'Mensaje demasiado grande',
  MessageRateExceeded: 'Demasiados mensajes al mismo dispositivo',
  InvalidCredentials: 'Credenciales de Expo inválidas',
  ExpoServerError: 'Error del servicio de Expo',
  RateLimited: 'Expo limitó los envíos hasta agotar los reintentos',
  WebPushRejected: 'El servicio de notificaciones web rechazó el mensaje',
  WebPushRateLimited: 'El servicio de notificaciones web limitó los envíos hasta agotar los reintentos',
  WebPushServerError: 'Error del servicio de notificaciones web',
  Interrupted: 'Envío interrumpido',
  Other: 'Otro error',
};

/** The send result's error list: one line a reason, in the order of pushErrorLabels. */
export function describePushErrors(counts: Partial<Record<PushErrorKind, number>>): string[] {
  return (Object.keys(pushErrorLabels) as PushErrorKind[])
    .filter((kind) => (counts[kind] ?? 0) > 0)
    .map((kind) => {
      const n = counts[kind] ?? 0;
      return `${pushErrorLabels[kind]}: ${n} ${n === 1 ? 'dispositivo' : 'dispositivos'}`;
    });
}

/** sent ÷ total as a percentage with one decimal; an empty broadcast is 100. */
export function successRateOf(sent: number, total: number): number {
  return total === 0 ? 100 : Math.round((sent / total) * 1000) / 10;
}

/** The spec's texts (§2, §5, §8), verbatim. */
export const notificationTexts = {
  header: 'Centro de Notificaciones Push',
  restricted:
    'Acceso Restringido — Solo los administradores de comunidad pueden acceder al centro de notificaciones.',
  cleanupButton: 'Limpiar Tokens Antiguos',
  cleanupConfirm: '¿Estás seguro de que quieres limpiar tokens antiguos (30+ días)?',
  sendError: 'Error enviando notificación. Inténtalo de nuevo.',
  sent: (n: number) => `Notificación enviada a ${n} dispositivos`,
  sendButton: (n: number) => `Enviar a ${n} Dispositivos`,
  statsError: 'Error obteniendo estadísticas de notificaciones',
  statsToast: 'Error cargando estadísticas',
  statsCard: 'No se pudieron cargar las estadísticas',
  cleanupError: 'Error limpiando tokens antiguos',
  cleanupToast: 'Error limpiando tokens',
} as const;
