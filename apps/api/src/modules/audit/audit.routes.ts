import {
  auditActorsSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from '@koinonia/shared/audit/audit.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchemas } from '../../lib/openapi.ts';
import { depsOf } from '../../lib/service-deps.ts';
import * as service from './audit.service.ts';

const tags = ['audit'];

/** The activity log of the caller's community: pastors only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.guard('admin') };
  const deps = depsOf(app);

  app.get(
    '/audit-log',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Registro de actividad (paginado, más reciente primero)',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...errorSchemas(400, 401, 403) },
      },
    },
    (request) => service.listAuditLog(deps, request.caller, request.query),
  );

  app.get(
    '/audit-log/actors',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Personas que aparecen en el registro de actividad',
        response: { 200: auditActorsSchema, ...errorSchemas(401, 403) },
      },
    },
    (request) => service.listActors(deps, request.caller),
  );
};
