import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prayerPraying, prayers } from '../../db/schema.ts';
import { communityRow, deleteRow, insertRow, lockRow, updateRow } from '../../lib/community-rows.ts';
import { addMark, removeMark } from '../../lib/user-marks.ts';
import type { PrayerKey } from './prayers.queries.ts';

/** Community prayers, the writes' queries: every one names the community, updates and deletes included. */

/** The bare row, locked for the rest of the transaction (FOR NO KEY UPDATE: praying marks may still reference it). */
export function lockPrayer(db: Tx, { communityId, prayerId }: PrayerKey) {
  return lockRow(db, prayers, { communityId, id: prayerId }, 'no key update');
}

export function insertPrayer(db: Tx, values: typeof prayers.$inferInsert) {
  return insertRow(db, prayers, values);
}

export async function updatePrayer(
  db: Tx,
  { communityId, prayerId, values }: PrayerKey & { values: Partial<typeof prayers.$inferInsert> },
) {
  await updateRow(db, prayers, { communityId, id: prayerId }, values);
}

/** Deletes a prayer (its praying marks go by cascade), answering what the audit and the counts need. */
export function deletePrayer(db: Tx, { communityId, prayerId }: PrayerKey) {
  return deleteRow(db, prayers, { communityId, id: prayerId });
}

type Mark = PrayerKey & { userId: string };

/** Removes the caller's praying mark, if there was one: true when this statement removed it. */
export function deleteMark(db: Tx, { communityId, prayerId, userId }: Mark) {
  return removeMark(db, prayerPraying, prayerPraying.prayerId, { communityId, itemId: prayerId, userId });
}

/** Adds the mark unless one exists (a concurrent one included): true when this statement added it. */
export function insertMark(db: Tx, { communityId, prayerId, userId }: Mark) {
  return addMark(db, prayerPraying, prayerPraying.prayerId, { communityId, prayerId, userId });
}

/** Moves prayingCount by `by` in one statement, answering its new value. */
export async function bumpPraying(db: Tx, { communityId, prayerId, by }: PrayerKey & { by: number }) {
  const [row] = await db
    .update(prayers)
    .set({ prayingCount: sql`${prayers.prayingCount} + ${by}` })
    .where(communityRow(prayers, { communityId, id: prayerId }))
    .returning({ prayingCount: prayers.prayingCount });
  return row!.prayingCount;
}
