import { prayerMessages } from '@koinonia/shared/prayers/prayers.schemas';
import { describe, expect, it } from 'vitest';
import { bogotaDayStart } from '../../lib/days.ts';
import { as, createMember } from '../../test/factories.ts';
import { usePrayersTestApp } from './prayers.test-kit.ts';

// Prayers, the reads: the list (order, filters, summary and totals, pages), one prayer, and the people
// praying. Anonymity is in prayers-anonymity.test.ts.

const { kit, member, guest, createPrayer, insertPrayer, addPraying, freshCommunity } = usePrayersTestApp();

type Item = { id: string; title: string; user: unknown; isMine: boolean };
const ids = (body: { items: Item[] }) => body.items.map((p) => p.id);

describe('GET /api/community/prayers', () => {
  it('lists newest first (createdAt, then id), paginated, default 12, with the filtered summary and the totals', async () => {
    const c = await freshCommunity();
    const base = Date.parse('2026-03-10T15:00:00Z');
    const made: string[] = [];
    for (let i = 0; i < 14; i++) {
      const row = await insertPrayer({
        communityId: c.id,
        userId: i % 2 ? c.memberId : c.member2Id,
        title: `P${i}`,
        isAnswered: i % 3 === 0,
        createdAt: new Date(base + i * 3_600_000),
      });
      made.push(row.id);
    }
    const newest = [...made].reverse();
    const first = (await c.member({ method: 'GET', url: '/api/community/prayers' })).json();
    expect(ids(first)).toEqual(newest.slice(0, 12));
    expect(first.pagination).toEqual({ page: 1, limit: 12, total: 14, hasMore: true });
    expect(first.summary).toEqual({ shown: 14, answered: 5, active: 9 });
    expect(first.totals).toEqual({ prayers: 14, answered: 5 });
    const second = (await c.member({ method: 'GET', url: '/api/community/prayers?page=2' })).json();
    expect(ids(second)).toEqual(newest.slice(12));
    expect(second.pagination).toMatchObject({ page: 2, total: 14, hasMore: false });
    // Pages nearer the end are read from the end: the same rows, in the same order.
    for (const [page, limit] of [
      [2, 5],
      [3, 5],
      [4, 4],
      [1, 14],
      [7, 2],
    ] as const) {
      const body = (
        await c.member({ method: 'GET', url: `/api/community/prayers?page=${page}&limit=${limit}` })
      ).json();
      expect(ids(body), `page ${page} of ${limit}`).toEqual(newest.slice((page - 1) * limit, page * limit));
    }
    const answeredPage = (
      await c.member({ method: 'GET', url: '/api/community/prayers?isAnswered=false&page=2&limit=5' })
    ).json();
    const unanswered = newest.filter((id) => made.indexOf(id) % 3 !== 0);
    expect(ids(answeredPage)).toEqual(unanswered.slice(5, 9));
    expect(answeredPage.summary).toEqual({ shown: 9, answered: 0, active: 9 });
    const past = (await c.member({ method: 'GET', url: '/api/community/prayers?page=9&limit=5' })).json();
    expect(past.items).toEqual([]);
    expect(past.pagination).toEqual({ page: 9, limit: 5, total: 14, hasMore: false });
  });

  it('breaks ties of createdAt by id, descending', async () => {
    const c = await freshCommunity();
    const at = new Date('2026-02-01T12:00:00Z');
    const rows = [];
    for (let i = 0; i < 4; i++) rows.push(await insertPrayer({ communityId: c.id, createdAt: at }));
    const expected = rows
      .map((r) => r.id)
      .sort()
      .reverse();
    expect(ids((await c.pastor({ method: 'GET', url: '/api/community/prayers' })).json())).toEqual(expected);
  });

  it('filters by category, answered, anonymous and inclusive Bogotá days; summary follows, totals do not', async () => {
    const c = await freshCommunity();
    const day = (d: string, plusMs = 0) => new Date(bogotaDayStart(d).getTime() + plusMs);
    const rows = {
      // 23:59 in Bogotá on the 4th is already the 5th in UTC: it belongs to the 4th.
      lateOn4th: await insertPrayer({
        communityId: c.id,
        category: 'HEALTH',
        createdAt: day('2026-04-04', 86_399_000),
      }),
      on5th: await insertPrayer({
        communityId: c.id,
        category: 'HEALTH',
        isAnswered: true,
        createdAt: day('2026-04-05'),
      }),
      on6th: await insertPrayer({
        communityId: c.id,
        category: 'WORK',
        isAnonymous: true,
        createdAt: day('2026-04-06', 3_600_000),
      }),
      on7th: await insertPrayer({
        communityId: c.id,
        category: 'WORK',
        isAnswered: true,
        isAnonymous: true,
        createdAt: day('2026-04-07'),
      }),
    };
    const list = async (query: string) =>
      (await c.pastor({ method: 'GET', url: `/api/community/prayers?${query}` })).json();
    const cases: [string, string[], { shown: number; answered: number; active: number }][] = [
      ['category=HEALTH', [rows.on5th.id, rows.lateOn4th.id], { shown: 2, answered: 1, active: 1 }],
      ['isAnswered=true', [rows.on7th.id, rows.on5th.id], { shown: 2, answered: 2, active: 0 }],
      ['isAnswered=false', [rows.on6th.id, rows.lateOn4th.id], { shown: 2, answered: 0, active: 2 }],
      ['isAnonymous=true', [rows.on7th.id, rows.on6th.id], { shown: 2, answered: 1, active: 1 }],
      ['isAnonymous=false&category=WORK', [], { shown: 0, answered: 0, active: 0 }],
      ['startDate=2026-04-04&endDate=2026-04-04', [rows.lateOn4th.id], { shown: 1, answered: 0, active: 1 }],
      [
        'startDate=2026-04-05&endDate=2026-04-06',
        [rows.on6th.id, rows.on5th.id],
        { shown: 2, answered: 1, active: 1 },
      ],
      ['startDate=2026-04-06', [rows.on7th.id, rows.on6th.id], { shown: 2, answered: 1, active: 1 }],
      ['endDate=2026-04-05', [rows.on5th.id, rows.lateOn4th.id], { shown: 2, answered: 1, active: 1 }],
      [
        'category=WORK&isAnswered=true&startDate=2026-04-07',
        [rows.on7th.id],
        { shown: 1, answered: 1, active: 0 },
      ],
      // A cleared filter ('') is no filter.
      [
        'category=&isAnswered=&isAnonymous=&startDate=&endDate=',
        [rows.on7th.id, rows.on6th.id, rows.on5th.id, rows.lateOn4th.id],
        { shown: 4, answered: 2, active: 2 },
      ],
    ];
    for (const [query, expected, summary] of cases) {
      const body = await list(query);
      expect(ids(body), query).toEqual(expected);
      expect(body.summary, query).toEqual(summary);
      expect(body.pagination.total, query).toBe(summary.shown);
      expect(body.totals, query).toEqual({ prayers: 4, answered: 2 });
    }
  });

  it('refuses invalid filters with the Spanish messages', async () => {
    const cases: [string, string, string][] = [
      ['category=SPORTS', 'category', prayerMessages.categoryInvalid],
      ['isAnswered=yes', 'isAnswered', prayerMessages.booleanInvalid],
      ['isAnonymous=1', 'isAnonymous', prayerMessages.booleanInvalid],
      ['startDate=2026-02-30', 'startDate', prayerMessages.dateInvalid],
      ['endDate=05/04/2026', 'endDate', prayerMessages.dateInvalid],
      ['startDate=2026-04-06&endDate=2026-04-05', 'endDate', prayerMessages.dateRangeInvalid],
      ['page=0', 'page', 'La página debe ser al menos 1'],
      ['limit=101', 'limit', 'El límite no puede superar 100'],
    ];
    for (const [query, path, message] of cases) {
      const res = await member({ method: 'GET', url: `/api/community/prayers?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'VALIDATION_ERROR', message });
      expect(res.json().issues[0], query).toEqual({ path, message });
    }
  });

  it('embeds the newest 5 people praying of every prayer of the page, the true count and the caller’s flags', async () => {
    const c = await freshCommunity();
    const busy = await insertPrayer({
      communityId: c.id,
      userId: c.memberId,
      createdAt: new Date(Date.now() - 60_000),
    });
    const quiet = await insertPrayer({ communityId: c.id, userId: c.member2Id });
    const people: Awaited<ReturnType<typeof createMember>>[] = [];
    for (let i = 0; i < 7; i++)
      people.push(await createMember(kit.t.database.db, c.id, { name: `Orante Número${i} Pérez` }));
    const t0 = Date.parse('2026-05-01T10:00:00Z');
    for (const [i, p] of people.entries()) await addPraying(busy.id, p.user.id, new Date(t0 + i * 60_000));
    await addPraying(busy.id, c.memberId, new Date(t0 - 60_000));
    await addPraying(quiet.id, c.memberId, new Date(t0));
    const body = (await c.member({ method: 'GET', url: '/api/community/prayers' })).json();
    const [q, b] = body.items;
    expect(q).toMatchObject({ id: quiet.id, prayingCount: 1, isPraying: true, isMine: false });
    expect(q.prayingUsers).toHaveLength(1);
    expect(b).toMatchObject({ id: busy.id, prayingCount: 8, isPraying: true, isMine: true });
    expect(b.prayingUsers).toEqual(
      [6, 5, 4, 3, 2].map((i) => ({
        id: people[i]!.user.id,
        createdAt: new Date(t0 + i * 60_000).toISOString(),
        user: { firstName: 'Orante', lastName: `Número${i} Pérez`, avatar: null },
      })),
    );
  });

  it('answers only the caller’s community', async () => {
    const mine = await createPrayer({ title: 'De Alfa' });
    const body = (
      await as(
        kit.t.app,
        kit.cast.b.tokens.member,
      )({ method: 'GET', url: '/api/community/prayers?limit=100' })
    ).json();
    expect(ids(body)).not.toContain(mine.id);
    expect(body.totals.prayers).toBe(body.pagination.total);
  });
});

describe('GET /api/community/prayers/:id and its people praying', () => {
  it('reads one prayer; an unknown id or a non-uuid is 404 PRAYER_NOT_FOUND', async () => {
    const prayer = await createPrayer({ category: 'TRAVEL' });
    const res = await guest({ method: 'GET', url: `/api/community/prayers/${prayer.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: prayer.id, category: 'TRAVEL', isMine: false, isPraying: false });
    for (const id of ['00000000-0000-4000-8000-000000000000', '123']) {
      for (const path of ['', '/praying']) {
        const missing = await member({ method: 'GET', url: `/api/community/prayers/${id}${path}` });
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toMatchObject({ code: 'PRAYER_NOT_FOUND', message: 'La oración no existe' });
      }
    }
  });

  it('pages the people praying, newest first (default 50)', async () => {
    const c = await freshCommunity();
    const prayer = await insertPrayer({ communityId: c.id });
    const t0 = Date.parse('2026-05-02T10:00:00Z');
    const people: string[] = [];
    for (let i = 0; i < 53; i++) {
      const p = await createMember(kit.t.database.db, c.id, { name: `Persona${i}` });
      people.push(p.user.id);
      await addPraying(prayer.id, p.user.id, new Date(t0 + i * 1000));
    }
    const url = `/api/community/prayers/${prayer.id}/praying`;
    const first = (await c.member({ method: 'GET', url })).json();
    expect(first.pagination).toEqual({ page: 1, limit: 50, total: 53, hasMore: true });
    expect(first.items.map((p: { id: string }) => p.id)).toEqual([...people].reverse().slice(0, 50));
    expect(first.items[0]).toEqual({
      id: people[52],
      createdAt: new Date(t0 + 52_000).toISOString(),
      user: { firstName: 'Persona52', lastName: '', avatar: null },
    });
    const last = (await c.member({ method: 'GET', url: `${url}?page=2` })).json();
    expect(last.items.map((p: { id: string }) => p.id)).toEqual([people[2], people[1], people[0]]);
    const small = (await c.member({ method: 'GET', url: `${url}?limit=2&page=3` })).json();
    expect(small.items.map((p: { id: string }) => p.id)).toEqual([people[48], people[47]]);
    // Past the last page, and a prayer nobody prays for yet: no one, with the total.
    const past = (await c.member({ method: 'GET', url: `${url}?page=3` })).json();
    expect(past).toEqual({ items: [], pagination: { page: 3, limit: 50, total: 53, hasMore: false } });
    const alone = await insertPrayer({ communityId: c.id });
    const none = (
      await c.member({ method: 'GET', url: `/api/community/prayers/${alone.id}/praying` })
    ).json();
    expect(none).toEqual({ items: [], pagination: { page: 1, limit: 50, total: 0, hasMore: false } });
    const bad = await c.member({ method: 'GET', url: `${url}?limit=0` });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'El límite debe ser al menos 1' });
  });
});
