import {
  type AuditEntry,
  auditActorsSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from '@koinonia/shared/audit/audit.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchemas } from '../../lib/openapi.ts';
import { paginated } from '../../lib/pagination.ts';
import * as q from './audit.queries.ts';

const tags = ['audit'];

function toEntry(row: q.AuditRow): AuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: { id: row.actorUserId, name: row.actorName },
    action: row.action as AuditEntry['action'],
    objectType: row.objectType as AuditEntry['objectType'],
    objectId: row.objectId,
    changes: (row.changes as AuditEntry['changes']) ?? null,
    ip: row.ip,
  };
}

/** The activity log of the caller's community: pastors only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { preHandler: app.guard('admin') };

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
    async (request) => {
      const { rows, total } = await q.listAuditLog(app.db, request.caller.communityId, request.query);
      return paginated(rows.map(toEntry), total, request.query);
    },
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
    (request) => q.listActors(app.db, request.caller.communityId),
  );
};
