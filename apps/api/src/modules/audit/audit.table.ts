import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '../../db/columns.ts';
import { communityOwnedColumns, optionalUserColumn } from '../../db/references.ts';

/**
 * Every write of an administrator (and every lookup of a person by document): who, what, which
 * object, when, from which IP, and the changed fields without secrets. Written in the same
 * transaction as the change it records.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    ...communityOwnedColumns(),
    actorUserId: optionalUserColumn('actor_user_id'),
    /** The actor's name when it acted: the entry stays readable if the account is later removed. */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    changes: jsonb('changes'),
    ip: text('ip'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_log_community_created_idx').on(t.communityId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_community_type_idx').on(t.communityId, t.objectType, t.createdAt.desc()),
    index('audit_log_community_actor_idx').on(t.communityId, t.actorUserId, t.createdAt.desc()),
  ],
);
