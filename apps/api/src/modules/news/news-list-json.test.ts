import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { news } from '../../db/schema.ts';
import { type Call, useNewsTestApp, validNews } from './news.test-kit.ts';

// The news list is written by PostgreSQL (newsJson), one item's read by toNewsItem in JavaScript: both
// must give the same item.

const { kit, freshCommunity } = useNewsTestApp();

describe('the news list, written by PostgreSQL', () => {
  it('holds each item exactly as one item’s read does, for a pastor (inactive ones too) and a member', async () => {
    const c = await freshCommunity();
    const create = async (overrides: Record<string, unknown>) => {
      const res = await c.pastor({
        method: 'POST',
        url: '/api/community/news',
        payload: validNews(overrides),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const ids = [
      await create({ title: 'Vigilia "de fe" joven', tags: ['jóvenes', 'música'], priority: 1 }),
      await create({ title: 'Retiro de parejas', priority: 3, eventTime: '18:30', location: 'Finca La Paz' }),
      await create({
        title: 'Bautizos del mes',
        priority: 3,
        contactPerson: 'Ana',
        whatsappNumber: '+573001112233',
      }),
      await create({ title: 'Noticia inactiva', priority: 4, isActive: false }),
    ];
    const db = kit.t.database.db;
    // Microseconds the API's milliseconds drop, a publication date, and a position between two others.
    await db
      .update(news)
      .set({
        publishedAt: sql`now() - interval '2 days 0.000456 seconds'`,
        position: sql`${news.position} + 0.125`,
      })
      .where(eq(news.id, ids[1]!));
    const check = async (call: Call, url: string) => {
      const list = await call({ method: 'GET', url });
      expect(list.statusCode, list.body).toBe(200);
      const items = list.json().items as { id: string }[];
      for (const item of items)
        expect(item).toEqual((await call({ method: 'GET', url: `/api/community/news/${item.id}` })).json());
      return items.map((i) => i.id);
    };
    const all = await check(c.pastor, '/api/community/news?includeInactive=true&limit=50');
    expect(new Set(all)).toEqual(new Set(ids));
    expect(await check(c.member, '/api/community/news?limit=50')).toEqual(all.filter((id) => id !== ids[3]));
    expect(await check(c.pastor, '/api/community/news?includeInactive=true&limit=2&page=2')).toEqual(
      all.slice(2),
    );

    // The app's home cards, written by PostgreSQL too: each slot the single read, then null slots.
    const slice = await c.member({ method: 'GET', url: '/api/community/news/home-slice' });
    expect(slice.statusCode, slice.body).toBe(200);
    const cards = slice.json() as ({ id: string } | null)[];
    expect(cards).toHaveLength(4);
    expect(cards.filter(Boolean).length).toBeGreaterThan(1);
    for (const card of cards.filter((x) => x !== null))
      expect(card).toEqual((await c.member({ method: 'GET', url: `/api/community/news/${card.id}` })).json());
    expect(cards.slice(cards.filter(Boolean).length)).toEqual(
      Array(4 - cards.filter(Boolean).length).fill(null),
    );
  });
});
