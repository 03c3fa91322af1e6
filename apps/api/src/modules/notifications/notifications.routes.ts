import {
  broadcastsQuerySchema,
  cleanupParamsSchema,
  deviceTokenParamsSchema,
  NOTIFICATION_LIMITS,
  registerDeviceSchema,
  sendNotificationSchema,
  vapidPublicKeySchema,
} from '@koinonia/shared/notifications/notifications.schemas';
import {
  broadcastItemSchema,
  broadcastsPageSchema,
  cleanupResponseSchema,
  currentBroadcastResponseSchema,
  deviceResponseSchema,
  notificationStatsResponseSchema,
  sendAcceptedSchema,
  sendResultSchema,
} from '@koinonia/shared/notifications/notifications-read.schemas';
import { z } from 'zod';
import { routesPlugin } from '../../lib/routes.ts';
import * as notifications from './notifications.service.ts';

const base = '/notifications';
/**
 * Ids in paths are opaque: anything that is not one of ours is simply not found. Stricter than the
 * kit's `{ id }`: an id over 64 characters is refused (400).
 */
const idParams = z.object({ id: z.string().max(64) });

/**
 * The push notification centre (pastors only; spec 001 §5) and the app's device registration (any
 * member, guests included). Static paths are declared before /{id}.
 */
export const notificationsRoutes = routesPlugin(
  { tags: ['notifications'], access: 'admin' },
  (route, deps, app) => {
    const pushDeps = { ...deps, push: app.push };

    route.get(`${base}/stats`, {
      summary: 'Dispositivos de la comunidad: activos, inactivos y por plataforma',
      ok: notificationStatsResponseSchema,
      handler: (request) => notifications.stats(deps, request.caller),
    });

    route.post(`${base}/send-global`, {
      summary:
        'Enviar una notificación a todos los dispositivos activos de la comunidad (200 si terminó mientras la petición esperaba; 202 si sigue en segundo plano)',
      idempotent: true,
      body: sendNotificationSchema,
      ok: sendResultSchema,
      accepted: sendAcceptedSchema,
      errors: [404, 409],
      handler: async (request, reply) => {
        const { finished, result } = await notifications.sendGlobal(pushDeps, request.caller, request.body);
        return reply.status(finished ? 200 : 202).send(result);
      },
    });

    route.get(`${base}/broadcasts`, {
      summary: 'Historial de envíos (el más reciente primero)',
      querystring: broadcastsQuerySchema,
      ok: broadcastsPageSchema,
      handler: (request) => notifications.listBroadcasts(deps, request.caller, request.query),
    });

    route.get(`${base}/broadcasts/current`, {
      summary: 'El envío en curso (en cola o enviando), o null',
      ok: currentBroadcastResponseSchema,
      handler: (request) => notifications.currentBroadcast(deps, request.caller),
    });

    route.get(`${base}/broadcasts/:id`, {
      summary: 'Un envío',
      params: idParams,
      ok: broadcastItemSchema,
      errors: [400],
      handler: (request) => notifications.getBroadcast(deps, request.caller, request.params.id),
    });

    route.delete(`${base}/cleanup`, {
      summary: `Eliminar los dispositivos no vistos en ${NOTIFICATION_LIMITS.cleanupDefaultDays} días`,
      ok: cleanupResponseSchema,
      handler: (request) =>
        notifications.cleanup(deps, request.caller, NOTIFICATION_LIMITS.cleanupDefaultDays),
    });

    route.delete(`${base}/cleanup/:days`, {
      summary: 'Eliminar los dispositivos no vistos en esa cantidad de días',
      params: cleanupParamsSchema,
      ok: cleanupResponseSchema,
      errors: [400],
      handler: (request) => notifications.cleanup(deps, request.caller, request.params.days),
    });

    route.get(`${base}/vapid-public-key`, {
      summary:
        'La clave pública VAPID del servidor (applicationServerKey para suscribir el navegador a Web Push)',
      access: 'member',
      ok: vapidPublicKeySchema,
      errors: [404],
      handler: () => notifications.vapidPublicKey(pushDeps),
    });

    route.post(`${base}/devices`, {
      summary:
        'Registrar el dispositivo de la app (su token de Expo) o del navegador (su suscripción Web Push, https); lo activa y lo marca visto ahora',
      access: 'member',
      body: registerDeviceSchema,
      ok: deviceResponseSchema,
      errors: [404, 409],
      handler: (request) => notifications.registerDevice(pushDeps, request.caller, request.body),
    });

    route.delete(`${base}/devices/:token`, {
      summary:
        'Quitar el dispositivo propio (al cerrar sesión en la app o al desactivar las notificaciones del navegador: el token es el endpoint de la suscripción)',
      access: 'member',
      params: deviceTokenParamsSchema,
      errors: [400, 404],
      handler: (request) => notifications.unregisterDevice(deps, request.caller, request.params.token),
    });
  },
);
