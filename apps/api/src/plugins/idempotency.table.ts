import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { maxChars } from '../db/checks.ts';
import { users } from '../modules/auth/auth.table.ts';

/**
 * The Idempotency-Key of each create request an account sent in the last 24 hours (plugins/idempotency.ts):
 * while `claimId` is set, one request holds the key and runs; once its answer is stored, every request
 * with the same key and the same fingerprint gets that answer again instead of running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The request the key was first used for: a hash of its method, address and body. */
    fingerprint: text('fingerprint').notNull(),
    /** The request running with the key now; null once its answer is stored. */
    claimId: uuid('claim_id'),
    responseStatus: integer('response_status'),
    responseType: text('response_type'),
    responseBody: text('response_body'),
    /** When the key was claimed: it expires 24 h later, and a claim unanswered for long is abandoned. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
    maxChars('idempotency_keys', t.key, 255),
  ],
);
