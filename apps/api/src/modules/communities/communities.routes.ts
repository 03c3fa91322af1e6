import {
  type Community,
  communityBodySchema,
  communitySchema,
} from '@koinonia/shared/communities/communities.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorSchemas } from '../../lib/openapi.ts';
import * as q from './communities.queries.ts';
import * as service from './communities.service.ts';

async function communityOf(db: Db, communityId: string): Promise<Community> {
  const row = await q.findCommunity(db, communityId);
  if (!row) throw new AppError('COMMUNITY_NOT_FOUND');
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    _count: { memberships: row.members },
  };
}

const tags = ['community'];

export const communitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/community/profile',
    {
      preHandler: app.guard('member'),
      schema: {
        tags,
        summary: 'La comunidad del usuario',
        response: { 200: communitySchema, ...errorSchemas(401, 403) },
      },
    },
    (request) => communityOf(app.db, request.caller.communityId),
  );

  app.put(
    '/community/profile',
    {
      preHandler: app.guard('admin'),
      schema: {
        tags,
        summary: 'Editar nombre y descripción de la comunidad',
        body: communityBodySchema,
        response: { 200: communitySchema, ...errorSchemas(400, 401, 403) },
      },
    },
    async (request) => {
      await service.updateProfile(app.db, request.caller, request.body);
      return communityOf(app.db, request.caller.communityId);
    },
  );

  app.get(
    '/communities',
    {
      preHandler: app.guard('dashboard'),
      schema: {
        tags,
        summary: 'Comunidades que administra el usuario',
        response: { 200: z.array(communitySchema) },
      },
    },
    async (request) => [await communityOf(app.db, request.caller.communityId)],
  );

  app.post(
    '/communities',
    {
      preHandler: app.guard('dashboard'),
      schema: {
        tags,
        summary: 'Crear comunidad (solo operadores de la plataforma)',
        response: errorSchemas(401, 403),
      },
    },
    async () => {
      throw new AppError('CREATE_COMMUNITY_FORBIDDEN');
    },
  );

  app.delete(
    '/communities/:communityId',
    {
      preHandler: app.guard('dashboard'),
      schema: {
        tags,
        summary: 'Eliminar comunidad (solo operadores de la plataforma)',
        params: z.object({ communityId: z.string() }),
        response: errorSchemas(401, 403, 404),
      },
    },
    async (request) => {
      if (request.params.communityId !== request.caller.communityId)
        throw new AppError('COMMUNITY_NOT_FOUND');
      throw new AppError('DELETE_COMMUNITY_FORBIDDEN');
    },
  );
};
