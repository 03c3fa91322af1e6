import { prayerCategories } from '@koinonia/shared/prayers/prayers.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prayerCounts, prayerDayCounts, prayerPraying, prayers } from '../../db/schema.ts';
import { seedDemo } from '../../db/seed.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, login } from '../../test/factories.ts';

// The demo prayers: about 40 over every category, some anonymous, some answered with testimonies,
// several authors, people praying, each analytics period different, and counters that match the rows.

const kit = useTestApp();

describe('demo prayers', () => {
  it('seeds about 40 prayers that every period of the analytics tells apart', async () => {
    const db = kit.t.database.db;
    await seedDemo(db, 'koinonia-demo', kit.t.app.storage);
    const pastor = as(kit.t.app, await login(kit.t.app, 'pastor@demo.koinonia.test', 'koinonia-demo'));
    const list = (await pastor({ method: 'GET', url: '/api/community/prayers?limit=100' })).json();
    expect(list.pagination.total).toBe(40);
    expect(list.totals).toEqual({ prayers: 40, answered: list.summary.answered });
    expect(list.summary.answered).toBeGreaterThan(3);
    type Item = {
      category: string;
      isAnonymous: boolean;
      testimony: unknown;
      prayingCount: number;
      user: { id: string } | null;
    };
    const items = list.items as Item[];
    expect(new Set(items.map((p) => p.category))).toEqual(new Set(prayerCategories));
    expect(items.filter((p) => p.isAnonymous).length).toBeGreaterThan(2);
    expect(items.filter((p) => p.testimony).length).toBeGreaterThan(2);
    expect(items.every((p) => p.prayingCount > 0)).toBe(true);
    expect(new Set(items.map((p) => p.user?.id)).size).toBeGreaterThanOrEqual(6);

    const totals = [];
    for (const period of [7, 30, 90, 365]) {
      const s = (
        await pastor({ method: 'GET', url: `/api/community/prayers/statistics?period=${period}` })
      ).json();
      expect(s.totalPrayers, String(period)).toBeGreaterThan(0);
      totals.push(s.totalPrayers);
    }
    expect(new Set(totals).size).toBe(4);

    const wrong = await db
      .select({ id: prayers.id })
      .from(prayers)
      .where(
        sql`${prayers.prayingCount} <> (select count(*) from ${prayerPraying} where ${prayerPraying.prayerId} = ${prayers.id})`,
      );
    expect(wrong).toEqual([]);
    const [counts] = await db.select().from(prayerCounts);
    expect(counts).toMatchObject({ prayers: 40, answered: list.summary.answered });
    const [days] = await db
      .select({
        prayers: sql<number>`sum(${prayerDayCounts.prayers})::int`,
        answered: sql<number>`sum(${prayerDayCounts.answered})::int`,
      })
      .from(prayerDayCounts);
    expect(days).toEqual({ prayers: 40, answered: list.summary.answered });
  });
});
