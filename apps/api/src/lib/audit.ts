import type { AuditAction, AuditObjectType } from '@koinonia/shared/audit/audit.constants';
import type { Tx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { Caller } from '../plugins/auth.ts';

export interface AuditEntry {
  action: AuditAction;
  objectType: AuditObjectType;
  objectId?: string | null;
  /** The fields set or changed; secrets and binary data are dropped before storing. */
  changes?: Record<string, unknown> | null;
}

const secretKey = /pass(word)?|hash|token|secret/i;

/** Drops secrets (any key that names a password, hash, token or secret) at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return undefined;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k, v]) => !secretKey.test(k) && v !== undefined)
        .map(([k, v]) => [k, withoutSecrets(v)]),
    );
  }
  return value;
}

/**
 * The one line every administrator write adds, inside its own transaction: the entry commits or
 * rolls back with the change it records.
 */
export async function audit(tx: Tx, caller: Caller, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    communityId: caller.communityId,
    actorUserId: caller.userId,
    actorName: caller.name,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId ?? null,
    changes: entry.changes ? (withoutSecrets(entry.changes) as Record<string, unknown>) : null,
    ip: caller.ip,
  });
}
