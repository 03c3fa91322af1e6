import {
  addMemberBodySchema,
  changeRoleBodySchema,
  communityStatsSchema,
  dashboardStatsSchema,
  leaderOptionSchema,
  leaderOptionsQuerySchema,
  memberDetailsSchema,
  membershipSchema,
  membersPageSchema,
  membersQuerySchema,
  userLookupSchema,
  userProfileSchema,
} from '@koinonia/shared/members/members.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentedIn } from '../../lib/route-doc.ts';
import { depsOf } from '../../lib/service-deps.ts';
import type { Limit } from '../../lib/throttle.ts';
import { idempotent } from '../../plugins/idempotency.ts';
import * as service from './members.service.ts';

const membershipParams = z.object({ id: z.string() });
const tags = ['members'];
const documented = documentedIn(tags);

export const membersRoutes: FastifyPluginAsyncZod<{ lookupLimit: Limit }> = async (app, opts) => {
  const dashboard = { onRequest: app.guard('dashboard') };
  const admin = { onRequest: app.guard('admin') };
  const member = { onRequest: app.guard('member') };
  const deps = depsOf(app);

  app.get(
    '/community/members',
    documented(
      dashboard,
      {
        summary: 'Miembros de la comunidad (paginado, con búsqueda y filtros de estadísticas)',
        querystring: membersQuerySchema,
      },
      { 200: membersPageSchema },
      [400, 401, 403],
    ),
    (request) => service.listMembers(deps, request.caller, request.query),
  );

  app.post(
    '/community/members',
    documented(
      { ...admin, ...idempotent },
      { summary: 'Agregar un usuario registrado a la comunidad', body: addMemberBodySchema },
      { 201: membershipSchema },
      [400, 401, 403, 404, 409],
    ),
    async (request, reply) =>
      reply.status(201).send(await service.addMember(deps, request.caller, request.body)),
  );

  app.put(
    '/community/memberships/:id',
    documented(
      admin,
      { summary: 'Cambiar el rol de un miembro', params: membershipParams, body: changeRoleBodySchema },
      { 200: membershipSchema },
      [400, 401, 403, 404, 409],
    ),
    (request) => service.changeRole(deps, request.caller, request.params.id, request.body.role),
  );

  app.delete(
    '/community/memberships/:id',
    documented(
      admin,
      { summary: 'Inactivar un miembro', params: membershipParams },
      { 200: membershipSchema },
      [401, 403, 404, 409],
    ),
    (request) => service.deactivate(deps, request.caller, request.params.id),
  );

  app.put(
    '/community/memberships/:id/reactivate',
    documented(
      admin,
      { summary: 'Reactivar un miembro', params: membershipParams },
      { 200: membershipSchema },
      [401, 403, 404, 409],
    ),
    (request) => service.reactivate(deps, request.caller, request.params.id),
  );

  app.get(
    '/community/members/:userId/details',
    documented(
      dashboard,
      { summary: 'Detalles de un miembro', params: z.object({ userId: z.string() }) },
      { 200: memberDetailsSchema },
      [401, 403, 404],
    ),
    (request) => service.memberDetails(deps, request.caller, request.params.userId),
  );

  app.get(
    '/community/stats',
    {
      ...dashboard,
      schema: { tags, summary: 'Estadísticas de membresía', response: { 200: communityStatsSchema } },
    },
    (request) => service.communityStats(deps, request.caller),
  );

  app.get(
    '/communities/:communityId/dashboard-stats',
    documented(
      dashboard,
      { summary: 'Estadísticas del tablero de miembros', params: z.object({ communityId: z.string() }) },
      { 200: dashboardStatsSchema },
      [401, 403, 404],
    ),
    (request) => service.dashboardStats(deps, request.caller, request.params.communityId),
  );

  app.get(
    '/community/users/by-document/:document',
    documented(
      admin,
      {
        summary: 'Buscar un usuario registrado por número de documento',
        params: z.object({ document: z.string() }),
      },
      { 200: userLookupSchema },
      [401, 403, 404, 429],
    ),
    (request) => service.lookupUser(deps, request.caller, request.params.document, opts.lookupLimit),
  );

  app.get(
    '/community/users/profile',
    {
      ...member,
      schema: { tags, summary: 'Perfil del usuario autenticado', response: { 200: userProfileSchema } },
    },
    (request) => service.userProfile(deps, request.caller),
  );

  app.get(
    '/community/users',
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Opciones de líder: miembros activos',
        querystring: leaderOptionsQuerySchema,
        response: { 200: z.array(leaderOptionSchema) },
      },
    },
    (request) => service.leaderOptions(deps, request.caller, request.query),
  );
};
