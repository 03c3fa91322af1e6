import { appEventsQuerySchema } from '@koinonia/shared/events/events.schemas';
import {
  appEventItemSchema,
  appEventsPageSchema,
  calendarLinkSchema,
  interestResultSchema,
} from '@koinonia/shared/events/events-read.schemas';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { routesPlugin } from '../../lib/routes.ts';
import * as service from './events.service.ts';
import { calendarLink, eventCalendarFile, feed, feedKey } from './events-feed.service.ts';
import { toggleInterest } from './events-interest.service.ts';

/**
 * Events in the members' app (any active membership, guests included): the upcoming events, one
 * event, the interest toggle and the address of the iCalendar subscription; and the feed itself, which
 * calendar programs read without a session (its address carries the member's token). `secret` is
 * the server's secret, from which the feed's own key is derived.
 */
export const eventsAppRoutes = routesPlugin<{ secret: string }>(
  { tags: ['events'], access: 'member' },
  (route, deps, _app, opts) => {
    const key = feedKey(opts.secret);

    route.get('/community/events', {
      summary: 'Próximos eventos (activos, próximos o en curso, desde hoy; destacados primero)',
      querystring: appEventsQuerySchema,
      ok: appEventsPageSchema,
      handler: (request) => service.listAppEvents(deps, request.caller, request.query),
    });

    route.get('/community/events/calendar-link', {
      summary: 'Dirección de suscripción al calendario (iCalendar) de los eventos de la comunidad',
      ok: calendarLinkSchema,
      handler: (request) => calendarLink(key, request.caller, `${request.protocol}://${request.host}`),
    });

    route.get('/community/events/:id', {
      summary: 'Un evento (si está oculto, no existe)',
      ok: appEventItemSchema,
      handler: (request) => service.getAppEvent(deps, request.caller, request.params.id),
    });

    route.get('/community/events/:id/ics', {
      summary:
        'Un evento como archivo iCalendar, para añadirlo al calendario del teléfono (si está oculto, no existe)',
      ok: z.string().describe('text/calendar'),
      handler: async (request, reply) => {
        const { fileName, text } = await eventCalendarFile(deps, request.caller, request.params.id);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-cache')
          .send(text);
      },
    });

    route.post('/community/events/:id/interest', {
      summary: 'Marcar o quitar el interés en un evento',
      description:
        '409 EVENT_CLOSED si está cancelado o completado; al marcarlo, 409 EVENT_REGISTRATION_CLOSED si su día pasó o, con inscripción, pasó la fecha límite, y 409 EVENT_FULL si con inscripción alcanzó su capacidad.',
      ok: interestResultSchema,
      errors: [409],
      handler: (request) => toggleInterest(deps, request.caller, request.params.id),
    });

    route.get('/calendar/:communityId/:userId/:file', {
      summary:
        'Calendario iCalendar de los eventos de una comunidad para un miembro (sin sesión; la dirección lleva su token y deja de responder si su membresía ya no está activa)',
      access: null,
      params: z.object({ communityId: z.string(), userId: z.string(), file: z.string() }),
      ok: z.string().describe('text/calendar'),
      errors: [404],
      handler: async (request, reply) => {
        const { communityId, userId, file } = request.params;
        if (!file.endsWith('.ics')) throw new AppError('NOT_FOUND');
        const text = await feed(deps, key, { communityId, userId, token: file.slice(0, -'.ics'.length) });
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="eventos.ics"')
          .header('cache-control', 'private, max-age=300')
          .send(text);
      },
    });
  },
);
