import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEEP_LIST_ROWS, expectDeepPages } from '../../test/deep-pages.ts';
import { usePostsTestApp } from './posts.test-kit.ts';

/**
 * Deep pages of the admin posts list are read from anchors kept per list version (page-anchors.ts):
 * every page must be the one an offset gives, through ties on the date and after changes anywhere.
 */
describe('posts: deep pages of the admin list', () => {
  const { db, freshCommunity } = usePostsTestApp();
  const url = '/api/admin/community/posts';

  /** The list's ids in its order (published_at desc, id desc), as SQL alone gives them. */
  async function truth(communityId: string, all: boolean) {
    const r = await db().execute(sql`
      select id from community_posts
      where community_id = ${communityId} ${all ? sql`` : sql`and is_active`}
      order by published_at desc, id desc`);
    return (r as unknown as { rows: { id: string }[] }).rows.map((x) => x.id);
  }

  async function expectPages(c: Awaited<ReturnType<typeof freshCommunity>>) {
    await expectDeepPages(c.pastor, url, 'items', await truth(c.id, false));
    await expectDeepPages(c.pastor, `${url}?includeDeleted=true`, 'items', await truth(c.id, true));
  }

  it('are the pages an offset gives, through ties and after changes', async () => {
    const c = await freshCommunity();
    // Two posts share each minute: the id orders them. Every fifth one is deleted (soft).
    await db().execute(sql`
      insert into community_posts (community_id, author_id, message, published_at, is_active)
      select ${c.id}, ${c.memberId}, 'Mensaje ' || i,
        timestamptz '2026-01-01 08:00:00.123456-05' + (i / 2) * interval '1 minute', i % 5 <> 0
      from generate_series(1, ${DEEP_LIST_ROWS}) as i`);
    await expectPages(c);

    // Posts taken away near the top, one added in the middle, one deleted and one restored: the version
    // rises, the anchors are found again. A like changes no list: the pages stay right.
    await db().execute(sql`
      delete from community_posts where id in (
        select id from community_posts where community_id = ${c.id}
        order by published_at desc, id desc limit 7)`);
    await db().execute(sql`
      insert into community_posts (community_id, author_id, message, published_at)
      values (${c.id}, ${c.memberId}, 'Nuevo', timestamptz '2026-01-01 08:00:00.123456-05' + 700 * interval '1 minute')`);
    await db().execute(sql`
      update community_posts set is_active = not is_active where id in (
        (select id from community_posts where community_id = ${c.id} and is_active order by published_at, id limit 1),
        (select id from community_posts where community_id = ${c.id} and not is_active order by published_at desc, id desc limit 1))`);
    await db().execute(sql`
      update community_posts set likes_count = likes_count + 1 where id = (
        select id from community_posts where community_id = ${c.id} order by published_at limit 1)`);
    await expectPages(c);
    expect((await truth(c.id, true)).length).toBe(DEEP_LIST_ROWS - 6);
  });
});
