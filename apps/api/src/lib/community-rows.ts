import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';

/**
 * One row of a community's table: every write, delete and lock of a single row names the community
 * beside the id, so an id of another community finds nothing (the isolation tests check it).
 */
export type CommunityTable = PgTable & { communityId: PgColumn; id: PgColumn };

/** A community's table whose rows carry their last change (`updatedAt`). */
export type UpdatableTable = CommunityTable & { updatedAt: PgColumn };

/** One row's key: the community and the row's id. */
export interface RowKey {
  communityId: string;
  id: string;
}

/** The condition that picks one row of the community: `community_id = … and id = …`. */
export function communityRow(table: CommunityTable, { communityId, id }: RowKey): SQL {
  return and(eq(table.communityId, communityId), eq(table.id, id)) as SQL;
}

/** Adds a row, answering it as stored. */
export async function insertRow<T extends CommunityTable>(db: Tx, table: T, values: PgInsertValue<T>) {
  const [row] = await db.insert(table).values(values).returning();
  return row as T['$inferSelect'];
}

/** Changes one row of the community (its `updatedAt` set to now), answering it, or undefined when not found. */
export async function updateRow<T extends UpdatableTable>(
  db: Tx,
  table: T,
  key: RowKey,
  values: Partial<T['$inferInsert']>,
) {
  const rows = await db
    .update(table)
    .set({ ...values, updatedAt: new Date() } as PgUpdateSetSource<T>)
    .where(communityRow(table, key))
    .returning();
  return (rows as T['$inferSelect'][])[0];
}

/** Deletes one row of the community, answering it, or undefined when not found. */
export async function deleteRow<T extends CommunityTable>(db: Tx, table: T, key: RowKey) {
  const [row] = await db.delete(table).where(communityRow(table, key)).returning();
  return row as T['$inferSelect'] | undefined;
}

/**
 * One row of the community, locked for the rest of the transaction ('update' before it is changed or
 * deleted; 'no key update' while rows that reference it may still be added), or undefined.
 */
export async function lockRow<T extends CommunityTable>(
  db: Tx,
  table: T,
  key: RowKey,
  strength: 'update' | 'no key update' | 'share' | 'key share',
) {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(communityRow(table, key))
    .limit(1)
    .for(strength);
  return (rows as T['$inferSelect'][])[0];
}
