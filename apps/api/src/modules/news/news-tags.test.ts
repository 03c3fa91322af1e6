import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { news } from '../../db/schema.ts';
import { type Call, useNewsTestApp } from './news.test-kit.ts';

/**
 * The tag counts come from counters that triggers keep (news_tag_counts, migration 0017): after every
 * kind of write, through the API or straight into the table, they must equal a fresh count.
 */
const { kit, createNews, freshCommunity } = useNewsTestApp();

/** What the tag list must answer: a fresh unnest of the community's items (active ones only, or all). */
async function freshTags(communityId: string, includeInactive: boolean) {
  const rows = await kit.t.database.db
    .select({ tags: news.tags, isActive: news.isActive })
    .from(news)
    .where(eq(news.communityId, communityId));
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (!includeInactive && !row.isActive) continue;
    for (const tag of row.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, count]) => ({ id: name, name, count }));
}

async function expectExact(step: string, c: { id: string; pastor: Call; member: Call }) {
  for (const [call, includeInactive] of [
    [c.pastor, true],
    [c.member, false],
  ] as const) {
    const res = await call({ method: 'GET', url: '/api/community/news/tags' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json(), `${step} (${includeInactive ? 'dashboard' : 'app'})`).toEqual(
      await freshTags(c.id, includeInactive),
    );
  }
}

describe('news tag counts', () => {
  it('stay exact through creation, edits, deactivation, moves and deletion', async () => {
    const c = await freshCommunity();
    const other = await freshCommunity();
    await expectExact('empty', c);
    const a = await createNews({ tags: ['domingo', 'adoracion'] }, c.pastor);
    const b = await createNews({ tags: ['domingo'] }, c.pastor);
    const d = await createNews({ tags: ['retiro', 'familia'] }, c.pastor);
    await createNews({ tags: ['domingo', 'otra'] }, other.pastor);
    await expectExact('after creation', c);

    const patch = async (id: string, payload: object) => {
      const res = await c.pastor({ method: 'PATCH', url: `/api/community/news/${id}`, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    await patch(a.id, { tags: ['adoracion', 'juventud'] });
    await patch(b.id, { title: 'Otro título para la noticia' });
    await expectExact('after edits', c);

    await patch(d.id, { isActive: false });
    await expectExact('after a deactivation', c);
    await patch(d.id, { isActive: true, tags: ['retiro'] });
    await expectExact('after a reactivation', c);

    // Straight into the table: several items in one statement, and an item moved to another community.
    await kit.t.database.db
      .update(news)
      .set({ tags: sql`array_append(${news.tags}, 'extra')` })
      .where(eq(news.communityId, c.id));
    await kit.t.database.db.update(news).set({ communityId: other.id }).where(eq(news.id, b.id));
    await expectExact('after a bulk update and a move', c);
    await expectExact('after a bulk update and a move (other)', other);

    const deleted = await c.pastor({ method: 'DELETE', url: `/api/community/news/${a.id}` });
    expect(deleted.statusCode).toBe(204);
    await expectExact('after a deletion', c);
    // A tag no item carries any more is not listed.
    expect((await c.pastor({ method: 'GET', url: '/api/community/news/tags' })).json()).not.toContainEqual(
      expect.objectContaining({ name: 'juventud' }),
    );
  }, 120_000);
});
