import { type PrayerCategory, prayerMessages } from '@koinonia/shared/prayers/prayers.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bogotaDay, bogotaDayStart } from '../../lib/days.ts';
import { bucketStarts } from './prayers.service.ts';
import { type Call, usePrayersTestApp } from './prayers.test-kit.ts';

// GET /community/prayers/statistics against a known dataset: rows at the edges of each period, in
// Bogotá days (UTC-5), created straight in the database with explicit createdAt values.

const { member, guest, helper, insertPrayer, freshCommunity } = usePrayersTestApp();

const today = bogotaDay(new Date());
const dayStart = (plus: number) => bogotaDayStart(today, plus);
const before = (at: Date) => new Date(at.getTime() - 1);
const dayOf = (plus: number) => bogotaDay(dayStart(plus));

let c: Awaited<ReturnType<typeof freshCommunity>>;
beforeAll(async () => {
  c = await freshCommunity();
  const rows: [string, Date, PrayerCategory, boolean][] = [
    ['r0 start of today', dayStart(0), 'HEALTH', true],
    ['r8 last ms of yesterday', before(dayStart(0)), 'SPIRITUAL', false],
    ['r1 start of the 7-day window', dayStart(-6), 'HEALTH', false],
    ['r2 last ms before the 7 days', before(dayStart(-6)), 'WORK', false],
    ['r3 start of the 30 days', dayStart(-29), 'FAMILY', true],
    ['r4 last ms before the 30 days', before(dayStart(-29)), 'FAMILY', false],
    ['r5 start of the 90 days', dayStart(-89), 'FAMILY', true],
    ['r6 last ms before the 90 days', before(dayStart(-89)), 'OTHER', false],
    ['r7 start of the 365 days', dayStart(-364), 'TRAVEL', true],
    ['out: last ms before the 365 days', before(dayStart(-364)), 'MINISTRY', true],
    ['out: tomorrow', dayStart(1), 'HEALTH', true],
  ];
  for (const [title, createdAt, category, isAnswered] of rows)
    await insertPrayer({
      communityId: c.id,
      userId: c.memberId,
      title,
      createdAt,
      category,
      isAnswered,
      isAnonymous: true,
    });
});

const stats = async (call: Call, query = '') => {
  const res = await call({ method: 'GET', url: `/api/community/prayers/statistics${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const counts = (list: { category: string; count: number }[]) => list.map((c) => `${c.category}:${c.count}`);

describe('GET /api/community/prayers/statistics', () => {
  it('7 days: today and the 6 before, by day; the Bogotá day decides, not the UTC one', async () => {
    const s = await stats(c.pastor, '?period=7');
    expect(s).toMatchObject({
      period: 7,
      totalPrayers: 3,
      answeredPrayers: 1,
      recentActivity: 3,
      granularity: 'day',
    });
    expect(counts(s.categoryCounts)).toEqual([
      'HEALTH:2',
      'SPIRITUAL:1',
      'FAMILY:0',
      'MINISTRY:0',
      'TRAVEL:0',
      'WORK:0',
      'FINANCIAL:0',
      'RELATIONSHIPS:0',
      'OTHER:0',
    ]);
    expect(s.trend).toEqual(
      [-6, -5, -4, -3, -2, -1, 0].map((d) => ({
        start: dayOf(d),
        total: d === -6 || d === -1 || d === 0 ? 1 : 0,
        answered: d === 0 ? 1 : 0,
      })),
    );
  });

  it('30 days (the default): 30 daily buckets, recent activity still the last 7 days', async () => {
    const s = await stats(c.helper);
    expect(s).toMatchObject({
      period: 30,
      totalPrayers: 5,
      answeredPrayers: 2,
      recentActivity: 3,
      granularity: 'day',
    });
    expect(counts(s.categoryCounts)).toEqual([
      'HEALTH:2',
      'FAMILY:1',
      'WORK:1',
      'SPIRITUAL:1',
      'MINISTRY:0',
      'TRAVEL:0',
      'FINANCIAL:0',
      'RELATIONSHIPS:0',
      'OTHER:0',
    ]);
    expect(s.trend).toHaveLength(30);
    expect(s.trend[0]).toEqual({ start: dayOf(-29), total: 1, answered: 1 });
    expect(s.trend.find((b: { start: string }) => b.start === dayOf(-7))).toEqual({
      start: dayOf(-7),
      total: 1,
      answered: 0,
    });
    expect(s.trend.at(-1)).toEqual({ start: today, total: 1, answered: 1 });
  });

  it('90 days: weeks from Monday, the first holding the period’s first day, every week present', async () => {
    const s = await stats(c.pastor, '?period=90');
    expect(s).toMatchObject({
      period: 90,
      totalPrayers: 7,
      answeredPrayers: 3,
      recentActivity: 3,
      granularity: 'week',
    });
    const mondayOf = (day: string) => {
      const d = new Date(`${day}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
      return d.toISOString().slice(0, 10);
    };
    expect(s.trend[0].start).toBe(mondayOf(dayOf(-89)));
    expect(s.trend.at(-1).start).toBe(mondayOf(today));
    for (const [i, b] of s.trend.entries()) {
      expect(new Date(`${b.start}T00:00:00Z`).getUTCDay(), b.start).toBe(1);
      if (i > 0) expect(Date.parse(b.start) - Date.parse(s.trend[i - 1].start)).toBe(7 * 86_400_000);
    }
    const week = (day: string) => s.trend.find((b: { start: string }) => b.start === mondayOf(day));
    expect(week(dayOf(-89))).toMatchObject({ total: 1, answered: 1 });
    expect(s.trend.reduce((n: number, b: { total: number }) => n + b.total, 0)).toBe(7);
    expect(s.trend.reduce((n: number, b: { answered: number }) => n + b.answered, 0)).toBe(3);
  });

  it('365 days: months, every month present, oldest first', async () => {
    const s = await stats(c.pastor, '?period=365');
    expect(s).toMatchObject({
      period: 365,
      totalPrayers: 9,
      answeredPrayers: 4,
      recentActivity: 3,
      granularity: 'month',
    });
    expect(counts(s.categoryCounts)).toEqual([
      'FAMILY:3',
      'HEALTH:2',
      'TRAVEL:1',
      'WORK:1',
      'SPIRITUAL:1',
      'OTHER:1',
      'MINISTRY:0',
      'FINANCIAL:0',
      'RELATIONSHIPS:0',
    ]);
    expect(s.trend[0]).toMatchObject({ start: `${dayOf(-364).slice(0, 7)}-01` });
    expect(s.trend[0].total).toBeGreaterThanOrEqual(1);
    expect(s.trend.at(-1).start).toBe(`${today.slice(0, 7)}-01`);
    expect(s.trend.length).toBe(dayOf(-364).endsWith('-01') ? 12 : 13);
    expect(s.trend.reduce((n: number, b: { total: number }) => n + b.total, 0)).toBe(9);
  });

  it('never names an author (all of these prayers are anonymous)', async () => {
    for (const period of [7, 30, 90, 365]) {
      const s = await stats(c.pastor, `?period=${period}`);
      expect(JSON.stringify(s)).not.toContain(c.memberId);
      expect(JSON.stringify(s)).not.toContain('José');
    }
  });

  it('counts only the caller’s community', async () => {
    const s = await stats(helper, '?period=365');
    expect(s.totalPrayers).toBe(0);
    expect(s.trend.every((b: { total: number }) => b.total === 0)).toBe(true);
  });

  it('refuses members and guests (403) and any other period (400)', async () => {
    for (const call of [member, guest, c.member]) {
      const res = await call({ method: 'GET', url: '/api/community/prayers/statistics' });
      expect(res.statusCode).toBe(403);
    }
    for (const period of ['14', 'abc', '-7', '30.5']) {
      const res = await c.pastor({
        method: 'GET',
        url: `/api/community/prayers/statistics?period=${period}`,
      });
      expect(res.statusCode, period).toBe(400);
      expect(res.json(), period).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: prayerMessages.periodInvalid,
      });
    }
  });
});

describe('bucketStarts', () => {
  it('days, ISO weeks from Monday and months, oldest first, through the last day', () => {
    expect(bucketStarts('2026-02-27', '2026-03-02', 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    // 2026-01-01 is a Thursday: its week starts on Monday 2025-12-29.
    expect(bucketStarts('2026-01-01', '2026-01-19', 'week')).toEqual([
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
      '2026-01-19',
    ]);
    expect(bucketStarts('2025-11-30', '2026-02-01', 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });
});
