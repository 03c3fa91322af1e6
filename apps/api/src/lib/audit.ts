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

/** Who acted, in which community: a caller, or a person acting on their own (joining, a password reset). */
export type Actor = Pick<Caller, 'communityId' | 'userId' | 'name' | 'ip'>;

/**
 * The one line every administrator write adds, inside its own transaction: the entry commits or
 * rolls back with the change it records.
 */
export async function audit(tx: Tx, caller: Actor, entry: AuditEntry): Promise<void> {
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

/** Long texts (a news item's content) are kept to their first characters in the log. */
const MAX_TEXT = 200;

function forLog(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}…`;
  return value ?? null;
}

/** A create's `changes`: the fields set (null and empty ones left out), long texts shortened. */
export function fieldsSet(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => [k, forLog(v)]),
  );
}

/**
 * An update's `changes`: each field of `after` whose value differs from `before`, as {from, to}
 * (compared as JSON, so arrays and coordinates compare by content).
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(value ?? null)) {
      changes[key] = { from: forLog(before[key]), to: forLog(value) };
    }
  }
  return changes;
}
