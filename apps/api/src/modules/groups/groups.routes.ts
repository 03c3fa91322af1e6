import { pageOf } from '@koinonia/shared/common/pagination.schemas';
import {
  groupBodySchema,
  groupPatchSchema,
  groupSchema,
  groupStatisticsSchema,
  groupsQuerySchema,
  sectorBodySchema,
  sectorPatchSchema,
  sectorSchema,
} from '@koinonia/shared/groups/groups.schemas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groups } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { errorSchemas } from '../../lib/openapi.ts';
import * as q from './groups.queries.ts';
import * as service from './groups.service.ts';
import * as sectorsService from './sectors.service.ts';

const idParams = z.object({ id: z.string() });
const tags = ['groups'];

/**
 * Sectors and groups. The dashboard (pastors and helpers) reads and writes everything; any member may
 * read what the mobile app shows: the preview and a sector's groups, active ones only.
 */
export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = { preHandler: app.guard('dashboard') };
  const member = { preHandler: app.guard('member') };

  app.get(
    '/groups/sectors',
    {
      ...dashboard,
      schema: { tags, summary: 'Sectores con sus totales', response: { 200: z.array(sectorSchema) } },
    },
    (request) => sectorsService.listSectors(app.db, request.caller),
  );

  app.post(
    '/groups/sectors',
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Crear sector',
        body: sectorBodySchema,
        response: { 201: sectorSchema, ...errorSchemas(400, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sectorsService.createSector(app.db, request.caller, request.body)),
  );

  app.patch(
    '/groups/sectors/:id',
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Editar sector',
        params: idParams,
        body: sectorPatchSchema,
        response: { 200: sectorSchema, ...errorSchemas(400, 403, 404) },
      },
    },
    (request) => sectorsService.updateSector(app.db, request.caller, request.params.id, request.body),
  );

  app.delete(
    '/groups/sectors/:id',
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Eliminar sector sin grupos',
        params: idParams,
        response: { 204: z.null(), ...errorSchemas(403, 404, 409) },
      },
    },
    async (request, reply) => {
      await sectorsService.deleteSector(app.db, request.caller, request.params.id);
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
          200: pageOf(groupSchema).extend({ activeCount: z.number().int() }),
          ...errorSchemas(400, 403, 404),
        },
      },
    },
    (request) => service.listGroups(app.db, request.caller, request.query),
  );

  app.get(
    '/groups/statistics',
    {
      ...dashboard,
      schema: { tags, summary: 'Estadísticas de grupos', response: { 200: groupStatisticsSchema } },
    },
    (request) => service.statistics(app.db, request.caller),
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
    async (request) =>
      (await q.listVisibleGroups(app.db, request.caller.communityId, eq(groups.showInPreview, true))).map(
        service.toGroup,
      ),
  );

  app.get(
    '/groups/by-sector/:sectorId',
    {
      ...member,
      schema: {
        tags,
        summary: 'Grupos activos de un sector activo (app móvil)',
        params: z.object({ sectorId: z.string() }),
        response: { 200: z.array(groupSchema), ...errorSchemas(404) },
      },
    },
    async (request) => {
      const { sectorId } = request.params;
      const sector = isUuid(sectorId)
        ? await q.findSectorId(app.db, request.caller.communityId, sectorId)
        : undefined;
      if (!sector) throw new AppError('SECTOR_NOT_FOUND');
      return (
        await q.listVisibleGroups(app.db, request.caller.communityId, eq(groups.sectorId, sector.id))
      ).map(service.toGroup);
    },
  );

  app.get(
    '/groups/:id',
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Un grupo',
        params: idParams,
        response: { 200: groupSchema, ...errorSchemas(404) },
      },
    },
    (request) => service.getGroup(app.db, request.caller, request.params.id),
  );

  app.post(
    '/groups',
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Crear grupo',
        body: groupBodySchema,
        response: { 201: groupSchema, ...errorSchemas(400, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createGroup(app.db, request.caller, request.body)),
  );

  app.patch(
    '/groups/:id',
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Editar grupo',
        params: idParams,
        body: groupPatchSchema,
        response: { 200: groupSchema, ...errorSchemas(400, 403, 404) },
      },
    },
    (request) => service.updateGroup(app.db, request.caller, request.params.id, request.body),
  );

  app.delete(
    '/groups/:id',
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Eliminar grupo',
        params: idParams,
        response: { 204: z.null(), ...errorSchemas(403, 404) },
      },
    },
    async (request, reply) => {
      await service.deleteGroup(app.db, request.caller, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
