import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prayerPraying, prayers } from '../../db/schema.ts';
import type { PrayerKey } from './prayers.queries.ts';

/** Community prayers, the writes' queries: every one names the community, updates and deletes included. */

/** The bare row, locked for the rest of the transaction (FOR NO KEY UPDATE: praying marks may still reference it). */
export async function lockPrayer(db: Tx, { communityId, prayerId }: PrayerKey) {
  const [row] = await db
    .select()
    .from(prayers)
    .where(and(eq(prayers.communityId, communityId), eq(prayers.id, prayerId)))
    .limit(1)
    .for('no key update');
  return row;
}

export async function insertPrayer(db: Tx, values: typeof prayers.$inferInsert) {
  const [row] = await db.insert(prayers).values(values).returning({ id: prayers.id });
  return row!;
}

export async function updatePrayer(
  db: Tx,
  { communityId, prayerId, values }: PrayerKey & { values: Partial<typeof prayers.$inferInsert> },
) {
  await db
    .update(prayers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(prayers.communityId, communityId), eq(prayers.id, prayerId)));
}

/** Deletes a prayer (its praying marks go by cascade), answering what the audit and the counts need. */
export async function deletePrayer(db: Tx, { communityId, prayerId }: PrayerKey) {
  const [row] = await db
    .delete(prayers)
    .where(and(eq(prayers.communityId, communityId), eq(prayers.id, prayerId)))
    .returning({
      title: prayers.title,
      category: prayers.category,
      isAnswered: prayers.isAnswered,
      prayingCount: prayers.prayingCount,
    });
  return row;
}

type Mark = PrayerKey & { userId: string };

/** Removes the caller's praying mark, if there was one: true when this statement removed it. */
export async function deleteMark(db: Tx, { communityId, prayerId, userId }: Mark) {
  const rows = await db
    .delete(prayerPraying)
    .where(
      and(
        eq(prayerPraying.communityId, communityId),
        eq(prayerPraying.prayerId, prayerId),
        eq(prayerPraying.userId, userId),
      ),
    )
    .returning({ prayerId: prayerPraying.prayerId });
  return rows.length > 0;
}

/** Adds the mark unless one exists (a concurrent one included): true when this statement added it. */
export async function insertMark(db: Tx, { communityId, prayerId, userId }: Mark) {
  const rows = await db
    .insert(prayerPraying)
    .values({ communityId, prayerId, userId })
    .onConflictDoNothing({ target: [prayerPraying.prayerId, prayerPraying.userId] })
    .returning({ prayerId: prayerPraying.prayerId });
  return rows.length > 0;
}

/** Moves prayingCount by `by` in one statement, answering its new value. */
export async function bumpPraying(db: Tx, { communityId, prayerId, by }: PrayerKey & { by: number }) {
  const [row] = await db
    .update(prayers)
    .set({ prayingCount: sql`${prayers.prayingCount} + ${by}` })
    .where(and(eq(prayers.communityId, communityId), eq(prayers.id, prayerId)))
    .returning({ prayingCount: prayers.prayingCount });
  return row!.prayingCount;
}
