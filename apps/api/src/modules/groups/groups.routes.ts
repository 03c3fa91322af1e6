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
import { appSectorSchema, groupsMapSchema } from '@koinonia/shared/groups/groups-app.schemas';
import { z } from 'zod';
import { routesPlugin } from '../../lib/routes.ts';
import * as service from './groups.service.ts';
import * as appService from './groups-app.service.ts';
import * as sectorsService from './sectors.service.ts';

/**
 * Sectors and groups. The dashboard (pastors and helpers) reads and writes everything; any member may
 * read what the apps show: the preview, the active sectors, a sector's groups and the map, active
 * ones only.
 */
export const groupsRoutes = routesPlugin({ tags: ['groups'], access: 'dashboard' }, (route, deps) => {
  route.get('/groups/sectors', {
    summary: 'Sectores con sus totales',
    ok: z.array(sectorSchema),
    handler: (request) => sectorsService.listSectors(deps, request.caller),
  });

  route.post('/groups/sectors', {
    summary: 'Crear sector',
    idempotent: true,
    body: sectorBodySchema,
    created: sectorSchema,
    handler: (request) => sectorsService.createSector(deps, request.caller, request.body),
  });

  route.patch('/groups/sectors/:id', {
    summary: 'Editar sector',
    body: sectorPatchSchema,
    ok: sectorSchema,
    handler: (request) => sectorsService.updateSector(deps, request.caller, request.params.id, request.body),
  });

  route.delete('/groups/sectors/:id', {
    summary: 'Eliminar sector sin grupos',
    errors: [409],
    handler: (request) => sectorsService.deleteSector(deps, request.caller, request.params.id),
  });

  route.get('/groups', {
    summary: 'Grupos (paginado, con filtros)',
    querystring: groupsQuerySchema,
    ok: groupsPageSchema,
    errors: [404],
    handler: (request) => service.listGroups(deps, request.caller, request.query),
  });

  route.get('/groups/statistics', {
    summary: 'Estadísticas de grupos',
    ok: groupStatisticsSchema,
    handler: (request) => service.statistics(deps, request.caller),
  });

  route.get('/groups/preview', {
    summary: 'Grupos destacados para el inicio de la app móvil',
    access: 'member',
    ok: z.array(groupSchema),
    handler: (request) => service.previewGroups(deps, request.caller),
  });

  route.get('/groups/app-sectors', {
    summary: 'Sectores activos con su número de grupos activos (app de miembros)',
    access: 'member',
    ok: z.array(appSectorSchema),
    handler: (request) => appService.appSectors(deps, request.caller),
  });

  route.get('/groups/map', {
    summary: 'Grupos activos con coordenadas, para el mapa de la app de miembros',
    description: 'Como mucho 2000 grupos, en el orden de la lista; `truncated` indica si quedaron más.',
    access: 'member',
    ok: groupsMapSchema,
    handler: (request) => appService.groupsMap(deps, request.caller),
  });

  route.get('/groups/by-sector/:sectorId', {
    summary: 'Grupos activos de un sector activo (app móvil)',
    access: 'member',
    params: z.object({ sectorId: z.string() }),
    ok: z.array(groupSchema),
    errors: [404],
    handler: (request) => service.groupsOfSector(deps, request.caller, request.params.sectorId),
  });

  route.get('/groups/:id', {
    summary: 'Un grupo',
    ok: groupSchema,
    handler: (request) => service.getGroup(deps, request.caller, request.params.id),
  });

  route.post('/groups', {
    summary: 'Crear grupo',
    idempotent: true,
    body: groupBodySchema,
    created: groupSchema,
    errors: [404],
    handler: (request) => service.createGroup(deps, request.caller, request.body),
  });

  route.patch('/groups/:id', {
    summary: 'Editar grupo',
    body: groupPatchSchema,
    ok: groupSchema,
    handler: (request) => service.updateGroup(deps, request.caller, request.params.id, request.body),
  });

  route.delete('/groups/:id', {
    summary: 'Eliminar grupo',
    handler: (request) => service.deleteGroup(deps, request.caller, request.params.id),
  });
});
