import { communityBodySchema, communitySchema } from '@koinonia/shared/communities/communities.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchemas } from '../../lib/openapi.ts';
import { depsOf } from '../../lib/service-deps.ts';
import * as service from './communities.service.ts';

const tags = ['community'];

export const communitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = depsOf(app);

  app.get(
    '/community/profile',
    {
      onRequest: app.guard('member'),
      schema: {
        tags,
        summary: 'La comunidad del usuario',
        response: { 200: communitySchema, ...errorSchemas(401, 403) },
      },
    },
    (request) => service.getProfile(deps, request.caller),
  );

  app.put(
    '/community/profile',
    {
      onRequest: app.guard('admin'),
      schema: {
        tags,
        summary: 'Editar nombre y descripción de la comunidad',
        body: communityBodySchema,
        response: { 200: communitySchema, ...errorSchemas(400, 401, 403) },
      },
    },
    (request) => service.updateProfile(deps, request.caller, request.body),
  );

  app.get(
    '/communities',
    {
      onRequest: app.guard('dashboard'),
      schema: {
        tags,
        summary: 'Comunidades que administra el usuario',
        response: { 200: z.array(communitySchema) },
      },
    },
    (request) => service.listCommunities(deps, request.caller),
  );

  app.post(
    '/communities',
    {
      onRequest: app.guard('dashboard'),
      schema: {
        tags,
        summary: 'Crear comunidad (solo operadores de la plataforma)',
        response: errorSchemas(401, 403),
      },
    },
    async () => service.refuseCreate(),
  );

  app.delete(
    '/communities/:communityId',
    {
      onRequest: app.guard('dashboard'),
      schema: {
        tags,
        summary: 'Eliminar comunidad (solo operadores de la plataforma)',
        params: z.object({ communityId: z.string() }),
        response: errorSchemas(401, 403, 404),
      },
    },
    async (request) => service.refuseDelete(request.caller, request.params.communityId),
  );
};
