import type { AuditActorOption, AuditEntry, AuditLogQuery } from '@koinonia/shared/audit/audit.schemas';
import { paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './audit.queries.ts';

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

/** One page of the caller's community's log, newest first. */
export async function listAuditLog({ db }: ServiceDeps, caller: Caller, query: AuditLogQuery) {
  const { rows, total } = await q.listAuditLog(db, caller.communityId, query);
  return paginated(rows.map(toEntry), total, query);
}

/** The people who appear in the caller's community's log. */
export function listActors({ db }: ServiceDeps, caller: Caller): Promise<AuditActorOption[]> {
  return q.listActors(db, caller.communityId);
}
