import { type SQL, sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { maxChars } from '../../db/checks.ts';
import { idColumn, timestampColumns } from '../../db/columns.ts';

/** Platform-wide accounts. A user belongs to communities through memberships. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    documentNumber: text('document_number').notNull(),
    phone: text('phone'),
    /** The profile picture: a stored file name (under uploads/avatars/) or an http(s) address; null shows initials. */
    avatar: text('avatar'),
    /** Lower-cased, accent-free name, email and document: what member searches match against. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`koinonia_fold(${users.name} || ' ' || ${users.email} || ' ' || ${users.documentNumber})`,
      ),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_document_number_key').on(t.documentNumber),
    // Accent- and case-insensitive substring search (pg_trgm).
    index('users_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    maxChars('users', t.name, 120),
    maxChars('users', t.email, 254),
    maxChars('users', t.documentNumber, 20),
    maxChars('users', t.phone, 20),
    maxChars('users', t.avatar, 500),
  ],
);

/** Failed-login counters, per account and per IP, shared by every API instance. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
