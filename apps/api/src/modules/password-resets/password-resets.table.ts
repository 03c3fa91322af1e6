import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { maxChars } from '../../db/checks.ts';
import { createdAtColumn } from '../../db/columns.ts';
import { communityOwnedColumns, optionalUserColumn, userColumn } from '../../db/references.ts';

/**
 * A one-time link to set a new password, made by a pastor of `community_id` for one of its members.
 * Only the token's SHA-256 is kept (the link is shown once); `used_at` is set by the one reset it allows.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    ...communityOwnedColumns(),
    userId: userColumn(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: optionalUserColumn('created_by'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
    maxChars('password_resets', t.tokenHash, 64),
  ],
);
