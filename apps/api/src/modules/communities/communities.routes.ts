import { communityBodySchema, communitySchema } from '@koinonia/shared/communities/communities.schemas';
import { z } from 'zod';
import { routesPlugin } from '../../lib/routes.ts';
import * as service from './communities.service.ts';

export const communitiesRoutes = routesPlugin({ tags: ['community'], access: 'dashboard' }, (route, deps) => {
  route.get('/community/profile', {
    summary: 'La comunidad del usuario',
    access: 'member',
    ok: communitySchema,
    handler: (request) => service.getProfile(deps, request.caller),
  });

  route.put('/community/profile', {
    summary: 'Editar nombre y descripción de la comunidad',
    access: 'admin',
    body: communityBodySchema,
    ok: communitySchema,
    handler: (request) => service.updateProfile(deps, request.caller, request.body),
  });

  route.get('/communities', {
    summary: 'Comunidades que administra el usuario',
    ok: z.array(communitySchema),
    handler: (request) => service.listCommunities(deps, request.caller),
  });

  route.post('/communities', {
    summary: 'Crear comunidad (solo operadores de la plataforma)',
    refuses: true,
    handler: () => service.refuseCreate(),
  });

  route.delete('/communities/:communityId', {
    summary: 'Eliminar comunidad (solo operadores de la plataforma)',
    params: z.object({ communityId: z.string() }),
    refuses: true,
    errors: [404],
    handler: (request) => service.refuseDelete(request.caller, request.params.communityId),
  });
});
