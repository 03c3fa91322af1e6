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
import { z } from 'zod';
import { routesPlugin } from '../../lib/routes.ts';
import type { Limit } from '../../lib/throttle.ts';
import * as service from './members.service.ts';

export const membersRoutes = routesPlugin<{ lookupLimit: Limit }>(
  { tags: ['members'], access: 'dashboard' },
  (route, deps, _app, opts) => {
    route.get('/community/members', {
      summary: 'Miembros de la comunidad (paginado, con búsqueda y filtros de estadísticas)',
      querystring: membersQuerySchema,
      ok: membersPageSchema,
      handler: (request) => service.listMembers(deps, request.caller, request.query),
    });

    route.post('/community/members', {
      summary: 'Agregar un usuario registrado a la comunidad',
      access: 'admin',
      idempotent: true,
      body: addMemberBodySchema,
      created: membershipSchema,
      errors: [404, 409],
      handler: (request) => service.addMember(deps, request.caller, request.body),
    });

    route.put('/community/memberships/:id', {
      summary: 'Cambiar el rol de un miembro',
      access: 'admin',
      body: changeRoleBodySchema,
      ok: membershipSchema,
      errors: [409],
      handler: (request) => service.changeRole(deps, request.caller, request.params.id, request.body.role),
    });

    route.delete('/community/memberships/:id', {
      summary: 'Inactivar un miembro',
      access: 'admin',
      ok: membershipSchema,
      errors: [409],
      handler: (request) => service.deactivate(deps, request.caller, request.params.id),
    });

    route.put('/community/memberships/:id/reactivate', {
      summary: 'Reactivar un miembro',
      access: 'admin',
      ok: membershipSchema,
      errors: [409],
      handler: (request) => service.reactivate(deps, request.caller, request.params.id),
    });

    route.get('/community/members/:userId/details', {
      summary: 'Detalles de un miembro',
      params: z.object({ userId: z.string() }),
      ok: memberDetailsSchema,
      errors: [404],
      handler: (request) => service.memberDetails(deps, request.caller, request.params.userId),
    });

    route.get('/community/stats', {
      summary: 'Estadísticas de membresía',
      ok: communityStatsSchema,
      handler: (request) => service.communityStats(deps, request.caller),
    });

    route.get('/communities/:communityId/dashboard-stats', {
      summary: 'Estadísticas del tablero de miembros',
      params: z.object({ communityId: z.string() }),
      ok: dashboardStatsSchema,
      errors: [404],
      handler: (request) => service.dashboardStats(deps, request.caller, request.params.communityId),
    });

    route.get('/community/users/by-document/:document', {
      summary: 'Buscar un usuario registrado por número de documento',
      access: 'admin',
      params: z.object({ document: z.string() }),
      ok: userLookupSchema,
      errors: [404, 429],
      handler: (request) =>
        service.lookupUser(deps, request.caller, request.params.document, opts.lookupLimit),
    });

    route.get('/community/users/profile', {
      summary: 'Perfil del usuario autenticado',
      access: 'member',
      ok: userProfileSchema,
      handler: (request) => service.userProfile(deps, request.caller),
    });

    route.get('/community/users', {
      summary: 'Opciones de líder: miembros activos',
      querystring: leaderOptionsQuerySchema,
      ok: z.array(leaderOptionSchema),
      handler: (request) => service.leaderOptions(deps, request.caller, request.query),
    });
  },
);
