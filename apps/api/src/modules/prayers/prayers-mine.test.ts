import { describe, expect, it } from 'vitest';
import { usePrayersTestApp } from './prayers.test-kit.ts';

// 'Mis peticiones': GET /api/community/prayers?mine=true lists the caller's own prayers only.

const { insertPrayer, freshCommunity } = usePrayersTestApp();

type Item = { id: string; user: unknown; isMine: boolean };
const ids = (body: { items: Item[] }) => body.items.map((p) => p.id);

describe('GET /api/community/prayers?mine=true', () => {
  it("lists only the caller's prayers (anonymous ones too), newest first, with their own summary", async () => {
    const c = await freshCommunity();
    const base = Date.parse('2026-04-01T15:00:00Z');
    const mine: string[] = [];
    const others: string[] = [];
    for (let i = 0; i < 8; i++) {
      const own = i % 2 === 0;
      const row = await insertPrayer({
        communityId: c.id,
        userId: own ? c.memberId : c.member2Id,
        title: `P${i}`,
        category: i < 4 ? 'HEALTH' : 'FAMILY',
        isAnonymous: i === 2 || i === 3,
        isAnswered: i === 4 || i === 5,
        createdAt: new Date(base + i * 3_600_000),
      });
      (own ? mine : others).push(row.id);
    }
    const get = async (url: string, call = c.member) => {
      const res = await call({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    const own = await get('/api/community/prayers?mine=true');
    expect(ids(own)).toEqual([...mine].reverse());
    expect(own.items.every((p: Item) => p.isMine)).toBe(true);
    // The author's own anonymous prayer is listed, still without the author's name.
    const anonymous = own.items.find((p: Item) => p.id === mine[1]);
    expect(anonymous).toMatchObject({ isAnonymous: true, user: null, isMine: true });
    expect(own.pagination).toEqual({ page: 1, limit: 12, total: 4, hasMore: false });
    expect(own.summary).toEqual({ shown: 4, answered: 1, active: 3 });
    expect(own.totals).toEqual({ prayers: 8, answered: 2 });

    // With the other filters and pages.
    const answered = await get('/api/community/prayers?mine=true&isAnswered=true');
    expect(ids(answered)).toEqual([mine[2]]);
    expect(answered.summary).toEqual({ shown: 1, answered: 1, active: 0 });
    const family = await get('/api/community/prayers?mine=true&category=FAMILY&isAnswered=false');
    expect(ids(family)).toEqual([mine[3]]);
    expect(family.summary).toEqual({ shown: 1, answered: 0, active: 1 });
    const second = await get('/api/community/prayers?mine=true&limit=3&page=2');
    expect(ids(second)).toEqual([mine[0]]);
    expect(second.pagination).toEqual({ page: 2, limit: 3, total: 4, hasMore: false });

    // mine=false (or absent) is everyone's; another person's 'mine' is theirs alone.
    expect((await get('/api/community/prayers?mine=false')).pagination.total).toBe(8);
    expect((await get('/api/community/prayers')).pagination.total).toBe(8);
    const pastor = await get('/api/community/prayers?mine=true', c.pastor);
    expect(pastor.items).toEqual([]);
    expect(pastor.summary).toEqual({ shown: 0, answered: 0, active: 0 });
  });

  it('refuses a mine that is not a yes or no', async () => {
    const c = await freshCommunity();
    const res = await c.member({ method: 'GET', url: '/api/community/prayers?mine=quizas' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
