import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.table.ts';
import { communities } from '../communities/communities.table.ts';

/**
 * Every write of an administrator (and every lookup of a person by document): who, what, which
 * object, when, from which IP, and the changed fields without secrets. Written in the same
 * transaction as the change it records.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it acted: the entry stays readable if the account is later removed. */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    changes: jsonb('changes'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_community_created_idx').on(t.communityId, t.createdAt.desc(), t.id.desc()),
    index('audit_log_community_type_idx').on(t.communityId, t.objectType, t.createdAt.desc()),
    index('audit_log_community_actor_idx').on(t.communityId, t.actorUserId, t.createdAt.desc()),
  ],
);
