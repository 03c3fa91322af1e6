import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';

/**
 * A table of users' marks on a community's items (an event's interests, a prayer's praying marks, a
 * post's likes): at most one per user and item, `item` naming the item's column.
 */
export type MarkTable = PgTable & { communityId: PgColumn; userId: PgColumn };

export interface MarkKey {
  communityId: string;
  itemId: string;
  userId: string;
}

/** Removes the user's mark on the item, if there was one: true when this statement removed it. */
export async function removeMark<T extends MarkTable>(db: Tx, table: T, item: PgColumn, key: MarkKey) {
  const rows = await db
    .delete(table)
    .where(and(eq(table.communityId, key.communityId), eq(item, key.itemId), eq(table.userId, key.userId)))
    .returning({ itemId: item });
  return rows.length > 0;
}

/** Adds the mark unless one exists (a concurrent one included): true when this statement added it. */
export async function addMark<T extends MarkTable>(
  db: Tx,
  table: T,
  item: PgColumn,
  values: PgInsertValue<T>,
) {
  const rows = await db
    .insert(table)
    .values(values)
    .onConflictDoNothing({ target: [item, table.userId] })
    .returning({ itemId: item });
  return rows.length > 0;
}
