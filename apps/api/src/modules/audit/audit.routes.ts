import {
  auditActorsSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from '@koinonia/shared/audit/audit.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedIn } from '../../lib/route-doc.ts';
import { depsOf } from '../../lib/service-deps.ts';
import * as service from './audit.service.ts';

const tags = ['audit'];
const documented = documentedIn(tags);

/** The activity log of the caller's community: pastors only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.guard('admin') };
  const deps = depsOf(app);

  app.get(
    '/audit-log',
    documented(
      admin,
      { summary: 'Registro de actividad (paginado, más reciente primero)', querystring: auditLogQuerySchema },
      { 200: auditLogPageSchema },
      [400, 401, 403],
    ),
    (request) => service.listAuditLog(deps, request.caller, request.query),
  );

  app.get(
    '/audit-log/actors',
    documented(
      admin,
      { summary: 'Personas que aparecen en el registro de actividad' },
      { 200: auditActorsSchema },
      [401, 403],
    ),
    (request) => service.listActors(deps, request.caller),
  );
};
