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
import { routesPlugin } from '../../lib/routes.ts';
import * as service from './prayers.service.ts';
import * as write from './prayers-write.service.ts';

/**
 * Community prayers, for the dashboard and the app alike: any active member reads them and prays
 * (guests included); members ask for prayer and change their own; pastors and helpers change any and
 * read the statistics. Anonymous prayers name their author to pastors only. The static path
 * /statistics is declared before /{id}.
 */
export const prayersRoutes = routesPlugin({ tags: ['prayers'], access: 'member' }, (route, deps) => {
  route.get('/community/prayers', {
    summary: 'Oraciones de la comunidad (más recientes primero, paginado, con filtros y conteos)',
    description:
      'summary cuenta lo que coincide con los filtros (mostradas, respondidas, activas); totals, toda la comunidad. startDate y endDate son días de Bogotá, incluidos. mine=true: solo las oraciones de quien llama (sus peticiones).',
    querystring: prayersQuerySchema,
    ok: prayersPageSchema,
    handler: (request) => service.listPrayers(deps, request.caller, request.query),
  });

  route.get('/community/prayers/statistics', {
    summary: 'Estadísticas de oración de un periodo (7, 30, 90 o 365 días de Bogotá, hoy incluido)',
    access: 'dashboard',
    querystring: prayerStatsQuerySchema,
    ok: prayerStatsSchema,
    handler: (request) => service.statistics(deps, request.caller, request.query),
  });

  route.post('/community/prayers', {
    summary: 'Pedir oración (los invitados no pueden)',
    idempotent: true,
    body: prayerBodySchema,
    created: prayerSchema,
    handler: (request) => write.createPrayer(deps, request.caller, request.body),
  });

  route.get('/community/prayers/:id', {
    summary: 'Una oración',
    ok: prayerSchema,
    handler: (request) => service.getPrayer(deps, request.caller, request.params.id),
  });

  route.get('/community/prayers/:id/praying', {
    summary: 'Personas orando por una oración (paginado, más recientes primero)',
    querystring: prayingQuerySchema,
    ok: prayingPageSchema,
    handler: (request) => service.listPraying(deps, request.caller, request.params.id, request.query),
  });

  route.patch('/community/prayers/:id', {
    summary: 'Modificar una oración (su autor, o el panel)',
    description:
      'isAnswered true la marca respondida (answeredAt, si no lo estaba); false lo borra. Solo el autor cambia isAnonymous.',
    body: prayerPatchSchema,
    ok: prayerSchema,
    handler: (request) => write.updatePrayer(deps, request.caller, request.params.id, request.body),
  });

  route.delete('/community/prayers/:id', {
    summary: 'Eliminar una oración (su autor, o el panel)',
    handler: (request) => write.deletePrayer(deps, request.caller, request.params.id),
  });

  route.post('/community/prayers/:id/testimony', {
    summary: 'Añadir el testimonio (su autor, o el panel); la oración queda respondida',
    idempotent: true,
    body: testimonyBodySchema,
    created: prayerSchema,
    errors: [409],
    handler: (request) => write.addTestimony(deps, request.caller, request.params.id, request.body.content),
  });

  route.delete('/community/prayers/:id/testimony', {
    summary: 'Eliminar el testimonio (su autor, o el panel); la oración sigue respondida',
    ok: prayerSchema,
    handler: (request) => write.deleteTestimony(deps, request.caller, request.params.id),
  });

  route.post('/community/prayers/:id/pray', {
    summary: 'Orar o dejar de orar por una oración',
    ok: prayResultSchema,
    handler: (request) => write.togglePraying(deps, request.caller, request.params.id),
  });
});
