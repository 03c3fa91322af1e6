import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communityPosts } from '../../db/schema.ts';
import { planSearch, SearchSample } from '../../lib/search-plan.ts';
import { usePostsTestApp } from './posts.test-kit.ts';

/**
 * A search pairing a common word with a rare one is asked of the trigram index by the rare word, and the
 * whole search is still checked on every row (lib/search-plan.ts): the answers are the same as before,
 * only the plan changes.
 */
describe('searches driven by their rarest word', () => {
  const kit = usePostsTestApp();

  it('plans by the sample, and answers exactly what the whole search matches', async () => {
    const c = await kit.freshCommunity();
    const db = kit.db();
    // 800 posts: every one says 'mensaje' and 'iglesia'; the numbers are rare.
    await db.execute(sql`
      insert into community_posts (community_id, author_id, type, title, message, published_at)
      select ${c.id}, ${c.memberId}, 'ANNOUNCEMENT', case when j % 2 = 0 then 'Publicación ' || j end,
        'Mensaje ' || j || ' sobre la familia de la iglesia', now() - make_interval(mins => j)
      from generate_series(1, 800) as s(j)`);

    // A word next to an emoji (two UTF-16 units): the driver takes the whole emoji, never half of it.
    await db.execute(sql`
      insert into community_posts (community_id, author_id, type, message, published_at)
      values (${c.id}, ${c.memberId}, 'ANNOUNCEMENT', 'La familia 🙏471 ora', now())`);
    const sample = new SearchSample(communityPosts, communityPosts.searchText);
    expect(await planSearch(db, sample, 'MENSAJE 471')).toEqual({
      mode: 'driven',
      values: { pattern: '%MENSAJE 471%', driver: '% 471%' },
    });
    expect(await planSearch(db, sample, 'familia 🙏471')).toEqual({
      mode: 'driven',
      values: { pattern: '%familia 🙏471%', driver: '%🙏471%' },
    });
    // The rare word with the characters around it in the search: the index asks for it as a whole word.
    expect(await planSearch(db, sample, 'mensaje 471 sobre')).toEqual({
      mode: 'driven',
      values: { pattern: '%mensaje 471 sobre%', driver: '% 471 %' },
    });
    // Both words common, one word, or a word too short for a trigram: the whole pattern, as before.
    expect((await planSearch(db, sample, 'mensaje iglesia')).mode).toBe('search');
    expect((await planSearch(db, sample, 'mensaje')).mode).toBe('search');
    expect((await planSearch(db, sample, 'mensaje 47')).mode).toBe('search');

    const search = async (term: string) => {
      const res = await c.pastor({
        method: 'GET',
        url: `/api/admin/community/posts?search=${encodeURIComponent(term)}&limit=50`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return {
        total: body.pagination.total as number,
        messages: (body.items as { message: string }[]).map((p) => p.message),
      };
    };
    const matching = async (term: string) => {
      const rows = await db.execute(sql`select message from community_posts
        where community_id = ${c.id} and is_active
          and koinonia_fold(coalesce(title, '') || ' ' || message) like koinonia_fold(${`%${term}%`})
        order by published_at desc`);
      return (rows as unknown as { rows: { message: string }[] }).rows.map((r) => r.message);
    };

    for (const term of [
      'Mensaje 471 ',
      'mensaje 47',
      'MENSAJE 12',
      'publicación 78',
      'Sobre 471',
      'mensaje 471 sobre',
      'saje 47 sob',
      'saje 471 sob',
      'familia 🙏471',
    ]) {
      const expected = await matching(term);
      const got = await search(term);
      expect(got.messages, term).toEqual(expected);
      expect(got.total, term).toBe(expected.length);
    }
    expect((await search('Mensaje 471 ')).messages).toEqual(['Mensaje 471 sobre la familia de la iglesia']);
    expect((await search('familia 🙏471')).messages).toEqual(['La familia 🙏471 ora']);
    // The rare word is there, the whole search is not: nothing (the driver alone would find a post).
    expect((await search('471 mensaje')).total).toBe(0);
    expect((await search('Publicación 471')).total).toBe(0);
  });
});
