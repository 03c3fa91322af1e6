import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prayers } from '../../db/schema.ts';
import { bogotaDayStart } from '../../lib/days.ts';
import { usePrayersTestApp } from './prayers.test-kit.ts';

// The community's counts (prayer_counts, prayer_day_counts) follow every statement on prayers, whoever
// writes it: many rows in one insert, updates of the counted columns, many rows in one delete.

const { db, freshCommunity, countsOf, insertPrayer } = usePrayersTestApp();

describe('prayer counts', () => {
  it('follow bulk inserts, updates of what they count, and bulk deletes', async () => {
    const c = await freshCommunity();
    const day = (d: string, ms = 0) => new Date(bogotaDayStart(d).getTime() + ms);
    const rows = await db()
      .insert(prayers)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          communityId: c.id,
          userId: i % 2 ? c.memberId : c.member2Id,
          title: `Bulk ${i}`,
          description: 'Oremos',
          category: (['HEALTH', 'WORK', 'FAMILY'] as const)[i % 3]!,
          isAnonymous: i % 4 === 0,
          isAnswered: i % 5 === 0,
          // Some at 23:00 in Bogotá: already the next day in UTC.
          createdAt: day(i % 2 ? '2026-06-01' : '2026-06-02', i % 3 === 0 ? 23 * 3_600_000 : 0),
        })),
      )
      .returning({ id: prayers.id });
    let counts = await countsOf(c.id);
    expect(counts.stored).toEqual(counts.actual);
    expect(counts.stored).toMatchObject({ prayers: 12, answered: 3 });

    const ids = rows.map((r) => r.id);
    await db()
      .update(prayers)
      .set({ category: 'TRAVEL', isAnonymous: sql`not ${prayers.isAnonymous}` })
      .where(inArray(prayers.id, ids.slice(0, 5)));
    await db()
      .update(prayers)
      .set({ isAnswered: true })
      .where(inArray(prayers.id, ids.slice(3, 8)));
    await db()
      .update(prayers)
      .set({ createdAt: day('2026-05-20') })
      .where(and(eq(prayers.communityId, c.id), eq(prayers.id, ids[9]!)));
    // An update of what the counts do not hold leaves them alone.
    await db().update(prayers).set({ prayingCount: 3, title: 'Otro' }).where(inArray(prayers.id, ids));
    counts = await countsOf(c.id);
    expect(counts.stored).toEqual(counts.actual);

    await db()
      .delete(prayers)
      .where(inArray(prayers.id, ids.slice(2, 10)));
    await insertPrayer({ communityId: c.id, userId: c.memberId, isAnswered: true });
    counts = await countsOf(c.id);
    expect(counts.stored).toEqual(counts.actual);
    expect(counts.stored).toMatchObject({ prayers: 5 });
  });
});
