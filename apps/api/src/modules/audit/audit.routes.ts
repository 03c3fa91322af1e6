import {
  auditActorsSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from '@koinonia/shared/audit/audit.schemas';
import { routesPlugin } from '../../lib/routes.ts';
import * as service from './audit.service.ts';

/** The activity log of the caller's community: pastors only. */
export const auditRoutes = routesPlugin({ tags: ['audit'], access: 'admin' }, (route, deps) => {
  route.get('/audit-log', {
    summary: 'Registro de actividad (paginado, más reciente primero)',
    querystring: auditLogQuerySchema,
    ok: auditLogPageSchema,
    handler: (request) => service.listAuditLog(deps, request.caller, request.query),
  });

  route.get('/audit-log/actors', {
    summary: 'Personas que aparecen en el registro de actividad',
    ok: auditActorsSchema,
    handler: (request) => service.listActors(deps, request.caller),
  });
});
