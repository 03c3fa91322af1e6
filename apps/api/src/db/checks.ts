import { sql } from 'drizzle-orm';
import { check, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * A text column's longest value, as a CHECK constraint named `<table>_<column>_length`. The shared
 * schemas refuse longer input first, with a Spanish message; this keeps the database itself from
 * ever holding megabytes in a name, whatever writes to it.
 */
export function maxChars(table: string, column: PgColumn, max: number) {
  return check(`${table}_${column.name}_length`, sql`char_length(${column}) <= ${sql.raw(String(max))}`);
}
