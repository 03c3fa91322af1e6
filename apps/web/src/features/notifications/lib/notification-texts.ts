import { notificationTexts } from '@koinonia/shared/notifications/notifications.labels';
import { formatCount } from '@koinonia/ui/format-number';

/**
 * The centre's Spanish texts: the spec's (§2, §5, §8) verbatim from the shared contract, then the
 * [proposed] ones for what the spec does not word (the background broadcast, the history).
 */
export const centreTexts = {
  ...notificationTexts,
  // [proposed]
  subtitle: 'Envía avisos a los teléfonos de la comunidad y revisa cómo llegaron.',
  refresh: 'Actualizar estadísticas, envío en curso e historial',
  roleAdmin: 'Administrador',
  roleUser: 'Usuario',
  statsTitle: 'Dispositivos registrados',
  active: 'Activos',
  total: 'Total',
  inactive: 'Inactivos',
  byPlatform: 'Por plataforma',
  noDevices: 'Aún no hay dispositivos registrados.',
  /** Expo's receipts for a broadcast, once some arrived. */
  receipts: (delivered: number, undelivered: number) =>
    `Entregadas: ${formatCount(delivered)} · No entregadas: ${formatCount(undelivered)}`,
  cleanupTitle: 'Limpiar tokens antiguos',
  cleanupConfirmLabel: 'Limpiar',
  cleaned: (n: number) => (n === 1 ? 'Se eliminó 1 token antiguo' : `Se eliminaron ${n} tokens antiguos`),
  sendTitle: 'Enviar notificación',
  titleLabel: 'Título',
  messageLabel: 'Mensaje',
  titlePlaceholder: 'Ej.: Culto especial este domingo',
  messagePlaceholder: 'Escribe el mensaje que verán los miembros en su teléfono',
  nearLimit: 'cerca del límite',
  overLimit: 'supera el límite',
  previewLabel: 'Vista previa',
  previewTitle: 'Título de la notificación',
  previewMessage: 'El mensaje aparecerá aquí',
  noActiveTitle: 'No hay dispositivos activos',
  noActive:
    'Para recibir notificaciones, los miembros deben iniciar sesión en la aplicación móvil y así registrar su dispositivo.',
  runningBlocks: 'Espera a que termine el envío en curso para enviar otra notificación.',
  progressTitle: 'Enviando notificación…',
  progressLabel: 'Progreso del envío',
  progressError: 'Error consultando el envío en curso',
  resultTitle: 'Resultado del último envío',
  historyTitle: 'Historial de envíos',
  historyError: 'Error cargando el historial de envíos',
  historyEmpty: 'Aún no se ha enviado ninguna notificación.',
  historyEmptyTitle: 'Sin envíos',
} as const;
