import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { maxChars } from '../../db/checks.ts';
import { users } from '../auth/auth.table.ts';
import { communities } from '../communities/communities.table.ts';

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['COMMUNITY_ADMIN', 'SECTION_ADMIN', 'MEMBER', 'GUEST'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_community_user_key').on(t.communityId, t.userId),
    index('memberships_community_active_role_idx').on(t.communityId, t.isActive, t.role),
    index('memberships_community_joined_idx').on(t.communityId, t.joinedAt, t.id),
    index('memberships_user_idx').on(t.userId),
    maxChars('memberships', t.role, 20),
  ],
);
