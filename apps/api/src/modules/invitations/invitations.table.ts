import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { maxChars } from '../../db/checks.ts';
import { createdAtColumn } from '../../db/columns.ts';
import { communityOwnedColumns, optionalUserColumn } from '../../db/references.ts';

/**
 * A link to join a community with a role (Invitado or Miembro). The code is kept as it is (random,
 * 128 bits or more), since the pastors' list shows the link again. `uses` counts the joins, raised by a
 * conditional update in the transaction of each join, so that it never passes `max_uses`.
 */
export const invitations = pgTable(
  'invitations',
  {
    ...communityOwnedColumns(),
    code: text('code').notNull(),
    role: text('role', { enum: ['GUEST', 'MEMBER'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: optionalUserColumn('created_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('invitations_code_key').on(t.code),
    index('invitations_community_created_idx').on(t.communityId, t.createdAt.desc(), t.id.desc()),
    maxChars('invitations', t.code, 64),
    maxChars('invitations', t.role, 20),
    check(
      'invitations_uses_check',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
    check('invitations_max_uses_check', sql`${t.maxUses} is null or ${t.maxUses} between 1 and 10000`),
  ],
);
