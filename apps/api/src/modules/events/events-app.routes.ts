import { appEventsQuerySchema } from '@koinonia/shared/events/events.schemas';
import {
  appEventItemSchema,
  appEventsPageSchema,
  calendarLinkSchema,
  interestResultSchema,
} from '@koinonia/shared/events/events-read.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorSchemas } from '../../lib/openapi.ts';
import { documentedIn } from '../../lib/route-doc.ts';
import { depsOf } from '../../lib/service-deps.ts';
import * as service from './events.service.ts';
import { calendarLink, feed, feedKey } from './events-feed.service.ts';
import { toggleInterest } from './events-interest.service.ts';

const idParams = z.object({ id: z.string() });
const tags = ['events'];
const documented = documentedIn(tags);

/**
 * Events in the members' app (any active membership, guests included): the upcoming events, one
 * event, the interest toggle and the address of the iCalendar subscription; and the feed itself, which
 * calendar programs read without a session (its address carries the member's token). `secret` is
 * the server's secret, from which the feed's own key is derived.
 */
export const eventsAppRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (app, opts) => {
  const member = { onRequest: app.guard('member') };
  const deps = depsOf(app);
  const key = feedKey(opts.secret);

  app.get(
    '/community/events',
    documented(
      member,
      {
        summary: 'Próximos eventos (activos, próximos o en curso, desde hoy; destacados primero)',
        querystring: appEventsQuerySchema,
      },
      { 200: appEventsPageSchema },
      [400, 401, 403],
    ),
    (request) => service.listAppEvents(deps, request.caller, request.query),
  );

  app.get(
    '/community/events/calendar-link',
    documented(
      member,
      { summary: 'Dirección de suscripción al calendario (iCalendar) de los eventos de la comunidad' },
      { 200: calendarLinkSchema },
      [401, 403],
    ),
    (request) => calendarLink(key, request.caller, `${request.protocol}://${request.host}`),
  );

  app.get(
    '/community/events/:id',
    documented(
      member,
      { summary: 'Un evento (si está oculto, no existe)', params: idParams },
      { 200: appEventItemSchema },
      [401, 403, 404],
    ),
    (request) => service.getAppEvent(deps, request.caller, request.params.id),
  );

  app.post(
    '/community/events/:id/interest',
    documented(
      member,
      {
        summary: 'Marcar o quitar el interés en un evento',
        description:
          '409 EVENT_CLOSED si está cancelado o completado; al marcarlo, 409 EVENT_REGISTRATION_CLOSED si su día pasó o, con inscripción, pasó la fecha límite, y 409 EVENT_FULL si con inscripción alcanzó su capacidad.',
        params: idParams,
      },
      { 200: interestResultSchema },
      [401, 403, 404, 409],
    ),
    (request) => toggleInterest(deps, request.caller, request.params.id),
  );

  app.get(
    '/calendar/:communityId/:userId/:file',
    {
      schema: {
        tags,
        summary:
          'Calendario iCalendar de los eventos de una comunidad para un miembro (sin sesión; la dirección lleva su token y deja de responder si su membresía ya no está activa)',
        params: z.object({ communityId: z.string(), userId: z.string(), file: z.string() }),
        response: { 200: z.string().describe('text/calendar'), ...errorSchemas(404) },
      },
    },
    async (request, reply) => {
      const { communityId, userId, file } = request.params;
      if (!file.endsWith('.ics')) throw new AppError('NOT_FOUND');
      const text = await feed(deps, key, { communityId, userId, token: file.slice(0, -'.ics'.length) });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="eventos.ics"')
        .header('cache-control', 'private, max-age=300')
        .send(text);
    },
  );
};
