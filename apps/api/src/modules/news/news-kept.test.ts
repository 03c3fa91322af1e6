import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Call, useNewsTestApp, validNews } from './news.test-kit.ts';

/**
 * The news lists' totals and the category counts are kept by the server per community and news version
 * (list_versions, news.queries.ts): every change of a news item, by the API or by any statement, must
 * raise that version, so what is shown stays exact.
 */
describe('news: kept totals and category counts', () => {
  const { kit, freshCommunity } = useNewsTestApp();

  const lists = [
    '',
    'includeInactive=true',
    'search=vigilia',
    'search=vigilia&includeInactive=true',
    'category=cultos',
    'tags=familia',
  ];

  /** What the pastor sees: each list's total and the category counts. */
  async function shown(call: Call) {
    const totals: Record<string, number> = {};
    for (const query of lists) {
      const res = await call({ method: 'GET', url: `/api/community/news?limit=1&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      totals[query] = res.json().pagination.total;
    }
    const res = await call({ method: 'GET', url: '/api/community/news/categories' });
    expect(res.statusCode, res.body).toBe(200);
    const categories = Object.fromEntries(
      (res.json() as { id: string; count: number }[]).filter((c) => c.count > 0).map((c) => [c.id, c.count]),
    );
    return { totals, categories };
  }

  /** The same numbers counted in SQL now. */
  async function truth(communityId: string) {
    const count = async (where: ReturnType<typeof sql>) => {
      const r = await kit.t.database.db.execute(
        sql`select count(*)::int as n from news where community_id = ${communityId} and ${where}`,
      );
      return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const active = sql`is_active`;
    const vigilia = sql`search_text like '%vigilia%'`;
    const totals = {
      '': await count(active),
      'includeInactive=true': await count(sql`true`),
      'search=vigilia': await count(sql`${active} and ${vigilia}`),
      'search=vigilia&includeInactive=true': await count(vigilia),
      'category=cultos': await count(sql`${active} and category = 'cultos'`),
      'tags=familia': await count(sql`${active} and tags && array['familia']`),
    };
    const r = await kit.t.database.db.execute(sql`
      select category, count(*)::int as n from news
      where community_id = ${communityId} and category is not null group by category`);
    const categories = Object.fromEntries(
      (r as unknown as { rows: { category: string; n: number }[] }).rows.map((c) => [c.category, c.n]),
    );
    return { totals, categories };
  }

  it('stay exact through creates, edits, deletes and any statement, and are reused while nothing changes', async () => {
    const c = await freshCommunity();
    const expectExact = async () => expect(await shown(c.pastor)).toEqual(await truth(c.id));
    const create = async (payload: Record<string, unknown>) => {
      const res = await c.pastor({
        method: 'POST',
        url: '/api/community/news',
        payload: validNews({ tags: ['familia'], ...payload }),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    };

    await expectExact();
    const a = await create({});
    await expectExact();
    const b = await create({ title: 'Retiro de jóvenes', category: 'jovenes', tags: ['retiro'] });
    await create({ isActive: false });
    await expectExact();
    expect((await shown(c.pastor)).totals).toMatchObject({ '': 2, 'includeInactive=true': 3 });

    // An edit through the API: deactivated, another category, another title.
    const patch = async (id: string, payload: Record<string, unknown>) =>
      expect(
        (await c.pastor({ method: 'PATCH', url: `/api/community/news/${id}`, payload })).statusCode,
      ).toBe(200);
    await patch(a.id, { isActive: false });
    await expectExact();
    await patch(b.id, { category: 'cultos', title: 'Vigilia y retiro' });
    await expectExact();

    // A change made without the triggers is not seen: the totals are the kept ones.
    await kit.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update news set category = 'oracion' where id = ${b.id}`);
    });
    expect((await shown(c.pastor)).categories).toMatchObject({ cultos: 3 });

    // Any statement with the triggers on is seen, the one before it too.
    await kit.t.database.db.execute(sql`update news set is_active = true where id = ${a.id}`);
    await expectExact();
    expect((await shown(c.pastor)).categories).toMatchObject({ cultos: 2, oracion: 1 });

    // A delete through the API.
    expect((await c.pastor({ method: 'DELETE', url: `/api/community/news/${a.id}` })).statusCode).toBe(204);
    await expectExact();
  });
});
