import {
  prayerBodySchema,
  prayerPatchSchema,
  prayerSchema,
  prayerStatsQuerySchema,
  prayerStatsSchema,
  prayersPageSchema,
  prayersQuerySchema,
  prayingPageSchema,
  prayingQuerySchema,
  prayResultSchema,
  testimonyBodySchema,
} from '@koinonia/shared/prayers/prayers.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentedIn } from '../../lib/route-doc.ts';
import { depsOf } from '../../lib/service-deps.ts';
import { idempotent } from '../../plugins/idempotency.ts';
import * as service from './prayers.service.ts';
import * as write from './prayers-write.service.ts';

const idParams = z.object({ id: z.string() });
const tags = ['prayers'];
const documented = documentedIn(tags);

/**
 * Community prayers, for the dashboard and the app alike: any active member reads them and prays
 * (guests included); members ask for prayer and change their own; pastors and helpers change any and
 * read the statistics. Anonymous prayers name their author to pastors only. The static path
 * /statistics is declared before /{id}.
 */
export const prayersRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.guard('member') };
  const dashboard = { onRequest: app.guard('dashboard') };
  const deps = depsOf(app);

  app.get(
    '/community/prayers',
    documented(
      member,
      {
        summary: 'Oraciones de la comunidad (más recientes primero, paginado, con filtros y conteos)',
        description:
          'summary cuenta lo que coincide con los filtros (mostradas, respondidas, activas); totals, toda la comunidad. startDate y endDate son días de Bogotá, incluidos.',
        querystring: prayersQuerySchema,
      },
      { 200: prayersPageSchema },
      [400, 401, 403],
    ),
    (request) => service.listPrayers(deps, request.caller, request.query),
  );

  app.get(
    '/community/prayers/statistics',
    documented(
      dashboard,
      {
        summary: 'Estadísticas de oración de un periodo (7, 30, 90 o 365 días de Bogotá, hoy incluido)',
        querystring: prayerStatsQuerySchema,
      },
      { 200: prayerStatsSchema },
      [400, 401, 403],
    ),
    (request) => service.statistics(deps, request.caller, request.query),
  );

  app.post(
    '/community/prayers',
    documented(
      { ...member, ...idempotent },
      { summary: 'Pedir oración (los invitados no pueden)', body: prayerBodySchema },
      { 201: prayerSchema },
      [400, 401, 403],
    ),
    async (request, reply) =>
      reply.status(201).send(await write.createPrayer(deps, request.caller, request.body)),
  );

  app.get(
    '/community/prayers/:id',
    documented(member, { summary: 'Una oración', params: idParams }, { 200: prayerSchema }, [401, 403, 404]),
    (request) => service.getPrayer(deps, request.caller, request.params.id),
  );

  app.get(
    '/community/prayers/:id/praying',
    documented(
      member,
      {
        summary: 'Personas orando por una oración (paginado, más recientes primero)',
        params: idParams,
        querystring: prayingQuerySchema,
      },
      { 200: prayingPageSchema },
      [400, 401, 403, 404],
    ),
    (request) => service.listPraying(deps, request.caller, request.params.id, request.query),
  );

  app.patch(
    '/community/prayers/:id',
    documented(
      member,
      {
        summary: 'Modificar una oración (su autor, o el panel)',
        description:
          'isAnswered true la marca respondida (answeredAt, si no lo estaba); false lo borra. Solo el autor cambia isAnonymous.',
        params: idParams,
        body: prayerPatchSchema,
      },
      { 200: prayerSchema },
      [400, 401, 403, 404],
    ),
    (request) => write.updatePrayer(deps, request.caller, request.params.id, request.body),
  );

  app.delete(
    '/community/prayers/:id',
    documented(
      member,
      { summary: 'Eliminar una oración (su autor, o el panel)', params: idParams },
      { 204: z.null() },
      [401, 403, 404],
    ),
    async (request, reply) => {
      await write.deletePrayer(deps, request.caller, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/community/prayers/:id/testimony',
    documented(
      { ...member, ...idempotent },
      {
        summary: 'Añadir el testimonio (su autor, o el panel); la oración queda respondida',
        params: idParams,
        body: testimonyBodySchema,
      },
      { 201: prayerSchema },
      [400, 401, 403, 404, 409],
    ),
    async (request, reply) =>
      reply
        .status(201)
        .send(await write.addTestimony(deps, request.caller, request.params.id, request.body.content)),
  );

  app.delete(
    '/community/prayers/:id/testimony',
    documented(
      member,
      {
        summary: 'Eliminar el testimonio (su autor, o el panel); la oración sigue respondida',
        params: idParams,
      },
      { 200: prayerSchema },
      [401, 403, 404],
    ),
    (request) => write.deleteTestimony(deps, request.caller, request.params.id),
  );

  app.post(
    '/community/prayers/:id/pray',
    documented(
      member,
      { summary: 'Orar o dejar de orar por una oración', params: idParams },
      { 200: prayResultSchema },
      [401, 403, 404],
    ),
    (request) => write.togglePraying(deps, request.caller, request.params.id),
  );
};
