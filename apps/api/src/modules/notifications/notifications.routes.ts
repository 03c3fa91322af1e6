import {
  broadcastsQuerySchema,
  cleanupParamsSchema,
  deviceTokenParamsSchema,
  NOTIFICATION_LIMITS,
  registerDeviceSchema,
  sendNotificationSchema,
} from '@koinonia/shared/notifications/notifications.schemas';
import {
  broadcastItemSchema,
  broadcastsPageSchema,
  cleanupResponseSchema,
  currentBroadcastResponseSchema,
  deviceResponseSchema,
  notificationStatsResponseSchema,
  sendResultSchema,
} from '@koinonia/shared/notifications/notifications-read.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchemas } from '../../lib/openapi.ts';
import { documentedIn } from '../../lib/route-doc.ts';
import { depsOf } from '../../lib/service-deps.ts';
import { idempotent } from '../../plugins/idempotency.ts';
import * as notifications from './notifications.service.ts';

const tags = ['notifications'];
const documented = documentedIn(tags);
const base = '/notifications';
/** Ids in paths are opaque: anything that is not one of ours is simply not found. */
const idParams = z.object({ id: z.string().max(64) });

/**
 * The push notification centre (pastors only; spec 001 §5) and the app's device registration (any
 * member, guests included). Static paths are declared before /{id}.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.guard('admin') };
  const member = { onRequest: app.guard('member') };
  const deps = depsOf(app);
  const pushDeps = { ...deps, push: app.push };

  app.get(
    `${base}/stats`,
    documented(
      admin,
      { summary: 'Dispositivos de la comunidad: activos, inactivos y por plataforma' },
      { 200: notificationStatsResponseSchema },
      [401, 403],
    ),
    (request) => notifications.stats(deps, request.caller),
  );

  app.post(
    `${base}/send-global`,
    {
      ...admin,
      ...idempotent,
      schema: {
        tags,
        summary:
          'Enviar una notificación a todos los dispositivos activos de la comunidad (200 si terminó mientras la petición esperaba; 202 si sigue en segundo plano)',
        body: sendNotificationSchema,
        response: {
          200: sendResultSchema,
          202: sendResultSchema,
          ...errorSchemas(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { finished, result } = await notifications.sendGlobal(pushDeps, request.caller, request.body);
      return reply.status(finished ? 200 : 202).send(result);
    },
  );

  app.get(
    `${base}/broadcasts`,
    documented(
      admin,
      { summary: 'Historial de envíos (el más reciente primero)', querystring: broadcastsQuerySchema },
      { 200: broadcastsPageSchema },
      [400, 401, 403],
    ),
    (request) => notifications.listBroadcasts(deps, request.caller, request.query),
  );

  app.get(
    `${base}/broadcasts/current`,
    documented(
      admin,
      { summary: 'El envío en curso (en cola o enviando), o null' },
      { 200: currentBroadcastResponseSchema },
      [401, 403],
    ),
    (request) => notifications.currentBroadcast(deps, request.caller),
  );

  app.get(
    `${base}/broadcasts/:id`,
    documented(
      admin,
      { summary: 'Un envío', params: idParams },
      { 200: broadcastItemSchema },
      [401, 403, 404],
    ),
    (request) => notifications.getBroadcast(deps, request.caller, request.params.id),
  );

  app.delete(
    `${base}/cleanup`,
    documented(
      admin,
      { summary: `Eliminar los dispositivos no vistos en ${NOTIFICATION_LIMITS.cleanupDefaultDays} días` },
      { 200: cleanupResponseSchema },
      [401, 403],
    ),
    (request) => notifications.cleanup(deps, request.caller, NOTIFICATION_LIMITS.cleanupDefaultDays),
  );

  app.delete(
    `${base}/cleanup/:days`,
    documented(
      admin,
      { summary: 'Eliminar los dispositivos no vistos en esa cantidad de días', params: cleanupParamsSchema },
      { 200: cleanupResponseSchema },
      [400, 401, 403],
    ),
    (request) => notifications.cleanup(deps, request.caller, request.params.days),
  );

  app.post(
    `${base}/devices`,
    documented(
      member,
      {
        summary:
          'Registrar el dispositivo de la app (por su token de Expo; lo activa y lo marca visto ahora)',
        body: registerDeviceSchema,
      },
      { 200: deviceResponseSchema },
      [400, 401, 403, 409],
    ),
    (request) => notifications.registerDevice(deps, request.caller, request.body),
  );

  app.delete(
    `${base}/devices/:token`,
    documented(
      member,
      {
        summary: 'Quitar el dispositivo propio (al cerrar sesión en la app)',
        params: deviceTokenParamsSchema,
      },
      { 204: z.null() },
      [400, 401, 403, 404],
    ),
    async (request, reply) => {
      await notifications.unregisterDevice(deps, request.caller, request.params.token);
      return reply.status(204).send(null);
    },
  );
};
