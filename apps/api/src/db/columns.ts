import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The columns every table shares: a random uuid key, creation and update times, foreign keys. */

/** `id`: a random uuid, the table's primary key. */
export const idColumn = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

/** `created_at`: when the row was written, with its time zone. */
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `created_at` and `updated_at`, both set to now on insert; the services set `updated_at` on change. */
export const timestampColumns = () => ({
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A required uuid foreign key to `target`, deleted with it unless told otherwise. */
export function requiredRef<TName extends string>(
  name: TName,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict' = 'cascade',
) {
  return uuid(name).notNull().references(target, { onDelete });
}

/** An optional uuid foreign key to `target`, emptied when the target row goes. */
export function optionalRef<TName extends string>(name: TName, target: () => AnyPgColumn) {
  return uuid(name).references(target, { onDelete: 'set null' });
}

/** A list's version number: raised by triggers whenever what the list can show changes. */
export const versionColumn = () => bigint('version', { mode: 'number' }).notNull().default(0);
