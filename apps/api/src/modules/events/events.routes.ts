import {
  eventsCalendarQuerySchema,
  eventsQuerySchema,
  interestedExportQuerySchema,
  interestedQuerySchema,
} from '@koinonia/shared/events/events.schemas';
import {
  eventItemSchema,
  eventStatisticsSchema,
  eventsCalendarSchema,
  eventsOverviewSchema,
  eventsPageSchema,
} from '@koinonia/shared/events/events-read.schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { routesPlugin } from '../../lib/routes.ts';
import { JSON_OR_MULTIPART, readJsonOrMultipart } from '../../plugins/uploads.ts';
import * as service from './events.service.ts';
import { exportInterested } from './events-export.service.ts';
import * as write from './events-write.service.ts';

const base = '/community/admin/events';

/** The body of a create or an edit: JSON, or multipart text fields plus an optional imageFile. */
const bodyOf = (request: FastifyRequest) => () => readJsonOrMultipart(request, 'imageFile');

const eventBodyDoc = {
  consumes: JSON_OR_MULTIPART,
  description:
    'JSON, or multipart/form-data with the text fields (title, summary, content, category, eventDate, eventTime, location, address, capacity, price, contactPhone, contactEmail, tags as JSON text, featured, status, organizer, requiresRegistration, registrationDeadline, priority, isActive, imageUrl, imageAlt) plus imageFile (JPEG, PNG o WebP, hasta 3MB).',
};

/**
 * Events, the dashboard (pastors and helpers; spec 001 §7): the list, the overview, the month
 * calendar, one event, its statistics and their export; create, edit, delete, hide/show. Static paths
 * (/statistics/overview, /calendar) are declared before /{id}. The app's routes are in
 * events-app.routes.ts.
 */
export const eventsRoutes = routesPlugin({ tags: ['events'], access: 'dashboard' }, (route, deps) => {
  route.get(base, {
    summary: 'Eventos (próximos primero por fecha y hora, luego pasados; paginado, con filtros)',
    description:
      'Sin includeInactive=true no incluye los eventos ocultos. tags: arreglo JSON o lista separada por comas (coincide con cualquiera). startDate y endDate: días de eventDate, incluidos.',
    querystring: eventsQuerySchema,
    ok: eventsPageSchema,
    handler: (request) => service.listEvents(deps, request.caller, request.query),
  });

  route.get(`${base}/statistics/overview`, {
    summary: 'Resumen de eventos (total, próximos, interesados, promedio por evento)',
    ok: eventsOverviewSchema,
    handler: (request) => service.overview(deps, request.caller),
  });

  route.get(`${base}/calendar`, {
    summary: 'Eventos de un mes (incluidos los ocultos), por fecha y hora',
    querystring: eventsCalendarQuerySchema,
    ok: eventsCalendarSchema,
    handler: (request) => service.calendar(deps, request.caller, request.query.month),
  });

  route.post(base, {
    summary: 'Crear evento',
    ...eventBodyDoc,
    idempotent: true,
    created: eventItemSchema,
    handler: (request) => write.createEvent(deps, request.caller, bodyOf(request)),
  });

  route.get(`${base}/:id`, {
    summary: 'Un evento',
    ok: eventItemSchema,
    handler: (request) => service.getEvent(deps, request.caller, request.params.id),
  });

  route.patch(`${base}/:id`, {
    summary: 'Editar evento (los campos enviados; imageUrl null quita la imagen)',
    ...eventBodyDoc,
    ok: eventItemSchema,
    handler: (request) => write.updateEvent(deps, request.caller, request.params.id, bodyOf(request)),
  });

  route.delete(`${base}/:id`, {
    summary: 'Eliminar evento (con sus interesados y su imagen)',
    handler: (request) => write.deleteEvent(deps, request.caller, request.params.id),
  });

  route.patch(`${base}/:id/toggle-active`, {
    summary: 'Ocultar o mostrar un evento',
    ok: eventItemSchema,
    handler: (request) => write.toggleActive(deps, request.caller, request.params.id),
  });

  route.get(`${base}/:id/statistics`, {
    summary: 'Estadísticas de un evento: interesados (paginado, más recientes primero)',
    querystring: interestedQuerySchema,
    ok: eventStatisticsSchema,
    handler: (request) => service.statistics(deps, request.caller, request.params.id, request.query),
  });

  route.get(`${base}/:id/statistics/export`, {
    summary: 'Exportar los interesados de un evento (CSV o XLSX: Nombre, Correo, Fecha de registro)',
    querystring: interestedExportQuerySchema,
    ok: z.unknown().describe('El archivo (text/csv o XLSX), como adjunto'),
    handler: async (request, reply) => {
      const file = await exportInterested(deps, request.caller, request.params.id, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  });
});
