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
import { depsOf } from '../../lib/service-deps.ts';
import { idempotent } from '../../plugins/idempotency.ts';
import * as notifications from './notifications.service.ts';

const tags = ['notifications'];
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
    {
      ...admin,
      schema: {
        tags,
        summary: 'Dispositivos de la comunidad: activos, inactivos y por plataforma',
        response: { 200: notificationStatsResponseSchema, ...errorSchemas(401, 403) },
      },
    },
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
    {
      ...admin,
      schema: {
        tags,
        summary: 'Historial de envíos (el más reciente primero)',
        querystring: broadcastsQuerySchema,
        response: { 200: broadcastsPageSchema, ...errorSchemas(400, 401, 403) },
      },
    },
    (request) => notifications.listBroadcasts(deps, request.caller, request.query),
  );

  app.get(
    `${base}/broadcasts/current`,
    {
      ...admin,
      schema: {
        tags,
        summary: 'El envío en curso (en cola o enviando), o null',
        response: { 200: currentBroadcastResponseSchema, ...errorSchemas(401, 403) },
      },
    },
    (request) => notifications.currentBroadcast(deps, request.caller),
  );

  app.get(
    `${base}/broadcasts/:id`,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Un envío',
        params: idParams,
        response: { 200: broadcastItemSchema, ...errorSchemas(401, 403, 404) },
      },
    },
    (request) => notifications.getBroadcast(deps, request.caller, request.params.id),
  );

  app.delete(
    `${base}/cleanup`,
    {
      ...admin,
      schema: {
        tags,
        summary: `Eliminar los dispositivos no vistos en ${NOTIFICATION_LIMITS.cleanupDefaultDays} días`,
        response: { 200: cleanupResponseSchema, ...errorSchemas(401, 403) },
      },
    },
    (request) => notifications.cleanup(deps, request.caller, NOTIFICATION_LIMITS.cleanupDefaultDays),
  );

  app.delete(
    `${base}/cleanup/:days`,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Eliminar los dispositivos no vistos en esa cantidad de días',
        params: cleanupParamsSchema,
        response: { 200: cleanupResponseSchema, ...errorSchemas(400, 401, 403) },
      },
    },
    (request) => notifications.cleanup(deps, request.caller, request.params.days),
  );

  app.post(
    `${base}/devices`,
    {
      ...member,
      schema: {
        tags,
        summary:
          'Registrar el dispositivo de la app (por su token de Expo; lo activa y lo marca visto ahora)',
        body: registerDeviceSchema,
        response: { 200: deviceResponseSchema, ...errorSchemas(400, 401, 403, 409) },
      },
    },
    (request) => notifications.registerDevice(deps, request.caller, request.body),
  );

  app.delete(
    `${base}/devices/:token`,
    {
      ...member,
      schema: {
        tags,
        summary: 'Quitar el dispositivo propio (al cerrar sesión en la app)',
        params: deviceTokenParamsSchema,
        response: { 204: z.null(), ...errorSchemas(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await notifications.unregisterDevice(deps, request.caller, request.params.token);
      return reply.status(204).send(null);
    },
  );
};
