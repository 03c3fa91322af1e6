import {
  groupBodySchema,
  groupPatchSchema,
  groupSchema,
  groupStatisticsSchema,
  groupsPageSchema,
  groupsQuerySchema,
  sectorBodySchema,
  sectorPatchSchema,
  sectorSchema,
} from '@koinonia/shared/groups/groups.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchemas } from '../../lib/openapi.ts';
import { documentedIn } from '../../lib/route-doc.ts';
import { depsOf } from '../../lib/service-deps.ts';
import { idempotent } from '../../plugins/idempotency.ts';
import * as service from './groups.service.ts';
import * as sectorsService from './sectors.service.ts';

const idParams = z.object({ id: z.string() });
const tags = ['groups'];
const documented = documentedIn(tags);

/**
 * Sectors and groups. The dashboard (pastors and helpers) reads and writes everything; any member may
 * read what the mobile app shows: the preview and a sector's groups, active ones only.
 */
export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = { onRequest: app.guard('dashboard') };
  const member = { onRequest: app.guard('member') };
  const deps = depsOf(app);

  app.get(
    '/groups/sectors',
    {
      ...dashboard,
      schema: { tags, summary: 'Sectores con sus totales', response: { 200: z.array(sectorSchema) } },
    },
    (request) => sectorsService.listSectors(deps, request.caller),
  );

  app.post(
    '/groups/sectors',
    documented(
      { ...dashboard, ...idempotent },
      { summary: 'Crear sector', body: sectorBodySchema },
      { 201: sectorSchema },
      [400, 403],
    ),
    async (request, reply) =>
      reply.status(201).send(await sectorsService.createSector(deps, request.caller, request.body)),
  );

  app.patch(
    '/groups/sectors/:id',
    documented(
      dashboard,
      { summary: 'Editar sector', params: idParams, body: sectorPatchSchema },
      { 200: sectorSchema },
      [400, 403, 404],
    ),
    (request) => sectorsService.updateSector(deps, request.caller, request.params.id, request.body),
  );

  app.delete(
    '/groups/sectors/:id',
    documented(
      dashboard,
      { summary: 'Eliminar sector sin grupos', params: idParams },
      { 204: z.null() },
      [403, 404, 409],
    ),
    async (request, reply) => {
      await sectorsService.deleteSector(deps, request.caller, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/groups',
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Grupos (paginado, con filtros)',
        querystring: groupsQuerySchema,
        response: {
          200: groupsPageSchema,
          ...errorSchemas(400, 403, 404),
        },
      },
    },
    (request) => service.listGroups(deps, request.caller, request.query),
  );

  app.get(
    '/groups/statistics',
    {
      ...dashboard,
      schema: { tags, summary: 'Estadísticas de grupos', response: { 200: groupStatisticsSchema } },
    },
    (request) => service.statistics(deps, request.caller),
  );

  app.get(
    '/groups/preview',
    {
      ...member,
      schema: {
        tags,
        summary: 'Grupos destacados para el inicio de la app móvil',
        response: { 200: z.array(groupSchema) },
      },
    },
    (request) => service.previewGroups(deps, request.caller),
  );

  app.get(
    '/groups/by-sector/:sectorId',
    documented(
      member,
      {
        summary: 'Grupos activos de un sector activo (app móvil)',
        params: z.object({ sectorId: z.string() }),
      },
      { 200: z.array(groupSchema) },
      [404],
    ),
    (request) => service.groupsOfSector(deps, request.caller, request.params.sectorId),
  );

  app.get(
    '/groups/:id',
    documented(dashboard, { summary: 'Un grupo', params: idParams }, { 200: groupSchema }, [404]),
    (request) => service.getGroup(deps, request.caller, request.params.id),
  );

  app.post(
    '/groups',
    documented(
      { ...dashboard, ...idempotent },
      { summary: 'Crear grupo', body: groupBodySchema },
      { 201: groupSchema },
      [400, 403, 404],
    ),
    async (request, reply) =>
      reply.status(201).send(await service.createGroup(deps, request.caller, request.body)),
  );

  app.patch(
    '/groups/:id',
    documented(
      dashboard,
      { summary: 'Editar grupo', params: idParams, body: groupPatchSchema },
      { 200: groupSchema },
      [400, 403, 404],
    ),
    (request) => service.updateGroup(deps, request.caller, request.params.id, request.body),
  );

  app.delete(
    '/groups/:id',
    documented(dashboard, { summary: 'Eliminar grupo', params: idParams }, { 204: z.null() }, [403, 404]),
    async (request, reply) => {
      await service.deleteGroup(deps, request.caller, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
