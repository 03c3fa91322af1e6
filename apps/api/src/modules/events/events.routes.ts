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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchemas } from '../../lib/openapi.ts';
import { documentedIn } from '../../lib/route-doc.ts';
import { depsOf } from '../../lib/service-deps.ts';
import { idempotent } from '../../plugins/idempotency.ts';
import { JSON_OR_MULTIPART, readMultipart } from '../../plugins/uploads.ts';
import * as service from './events.service.ts';
import { exportInterested } from './events-export.service.ts';
import * as write from './events-write.service.ts';

const idParams = z.object({ id: z.string() });
const tags = ['events'];
const documented = documentedIn(tags);
const base = '/community/admin/events';

/** The body of a create or an edit: JSON, or multipart text fields plus an optional imageFile. */
function bodyOf(request: FastifyRequest) {
  return async (): Promise<write.EventBodyInput> => {
    if (request.isMultipart()) {
      const form = await readMultipart(request, 'imageFile');
      return { data: form.fields, image: form.file?.buffer };
    }
    return { data: request.body ?? {} };
  };
}

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
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = { onRequest: app.guard('dashboard') };
  const deps = depsOf(app);

  app.get(
    base,
    documented(
      dashboard,
      {
        summary: 'Eventos (próximos primero por fecha y hora, luego pasados; paginado, con filtros)',
        description:
          'Sin includeInactive=true no incluye los eventos ocultos. tags: arreglo JSON o lista separada por comas (coincide con cualquiera). startDate y endDate: días de eventDate, incluidos.',
        querystring: eventsQuerySchema,
      },
      { 200: eventsPageSchema },
      [400, 401, 403],
    ),
    (request) => service.listEvents(deps, request.caller, request.query),
  );

  app.get(
    `${base}/statistics/overview`,
    documented(
      dashboard,
      { summary: 'Resumen de eventos (total, próximos, interesados, promedio por evento)' },
      { 200: eventsOverviewSchema },
      [401, 403],
    ),
    (request) => service.overview(deps, request.caller),
  );

  app.get(
    `${base}/calendar`,
    documented(
      dashboard,
      {
        summary: 'Eventos de un mes (incluidos los ocultos), por fecha y hora',
        querystring: eventsCalendarQuerySchema,
      },
      { 200: eventsCalendarSchema },
      [400, 401, 403],
    ),
    (request) => service.calendar(deps, request.caller, request.query.month),
  );

  app.post(
    base,
    documented(
      { ...dashboard, ...idempotent },
      { summary: 'Crear evento', ...eventBodyDoc },
      { 201: eventItemSchema },
      [400, 401, 403, 413],
    ),
    async (request, reply) =>
      reply.status(201).send(await write.createEvent(deps, request.caller, bodyOf(request))),
  );

  app.get(
    `${base}/:id`,
    documented(
      dashboard,
      { summary: 'Un evento', params: idParams },
      { 200: eventItemSchema },
      [401, 403, 404],
    ),
    (request) => service.getEvent(deps, request.caller, request.params.id),
  );

  app.patch(
    `${base}/:id`,
    documented(
      dashboard,
      {
        summary: 'Editar evento (los campos enviados; imageUrl null quita la imagen)',
        ...eventBodyDoc,
        params: idParams,
      },
      { 200: eventItemSchema },
      [400, 401, 403, 404, 413],
    ),
    (request) => write.updateEvent(deps, request.caller, request.params.id, bodyOf(request)),
  );

  app.delete(
    `${base}/:id`,
    documented(
      dashboard,
      { summary: 'Eliminar evento (con sus interesados y su imagen)', params: idParams },
      { 204: z.null() },
      [401, 403, 404],
    ),
    async (request, reply) => {
      await write.deleteEvent(deps, request.caller, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    `${base}/:id/toggle-active`,
    documented(
      dashboard,
      { summary: 'Ocultar o mostrar un evento', params: idParams },
      { 200: eventItemSchema },
      [401, 403, 404],
    ),
    (request) => write.toggleActive(deps, request.caller, request.params.id),
  );

  app.get(
    `${base}/:id/statistics`,
    documented(
      dashboard,
      {
        summary: 'Estadísticas de un evento: interesados (paginado, más recientes primero)',
        params: idParams,
        querystring: interestedQuerySchema,
      },
      { 200: eventStatisticsSchema },
      [400, 401, 403, 404],
    ),
    (request) => service.statistics(deps, request.caller, request.params.id, request.query),
  );

  app.get(
    `${base}/:id/statistics/export`,
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Exportar los interesados de un evento (CSV o XLSX: Nombre, Correo, Fecha de registro)',
        params: idParams,
        querystring: interestedExportQuerySchema,
        response: {
          200: z.unknown().describe('El archivo (text/csv o XLSX), como adjunto'),
          ...errorSchemas(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await exportInterested(deps, request.caller, request.params.id, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
};
