import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communities, communityPosts } from '../../db/schema.ts';
import { postAuthorCounters, postCounters, postListVersions } from './post-counters.table.ts';
import { usePostsTestApp } from './posts.test-kit.ts';

/**
 * A search's total is kept while the community's list version stands (post_list_versions, bumped by
 * the posts' triggers): every change a list can see must bump it, so the totals are never stale; a like
 * must not, so likes do not throw the kept totals away.
 */
describe('post list versions and kept search totals', () => {
  const kit = usePostsTestApp();

  it('keep a search total exact through creates, soft deletes, restores, force deletes and text edits', async () => {
    const c = await kit.freshCommunity();
    const db = kit.db();
    const version = async () =>
      (await db.select().from(postListVersions).where(eq(postListVersions.communityId, c.id)))[0]?.version ??
      0;
    const total = async (query: string) =>
      (await c.pastor({ method: 'GET', url: `/api/admin/community/posts?${query}` })).json().pagination.total;
    const create = async (message: string) => {
      const res = await c.pastor({ method: 'POST', url: '/api/community/posts', payload: { message } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };

    const a = await create('Oramos por la familia Pérez');
    await create('Culto de jóvenes el sábado');
    expect(await total('search=familia')).toBe(1);
    expect(await total('search=familia')).toBe(1); // the kept total
    const b = await create('Gracias, FAMILIA de la fe');
    expect(await total('search=familia')).toBe(2);
    expect(await total('search=familia&page=2&limit=1')).toBe(2);

    // A like changes no list: the version stays.
    const before = await version();
    expect((await c.pastor({ method: 'POST', url: `/api/community/posts/${a}/like` })).statusCode).toBe(200);
    expect(await version()).toBe(before);

    expect((await c.pastor({ method: 'DELETE', url: `/api/community/posts/${a}` })).statusCode).toBeLessThan(
      300,
    );
    expect(await version()).toBeGreaterThan(before);
    expect(await total('search=familia')).toBe(1);
    expect(await total('search=familia&includeDeleted=true')).toBe(2);
    expect(
      (await c.pastor({ method: 'PATCH', url: `/api/admin/community/posts/${a}/restore` })).statusCode,
    ).toBe(200);
    expect(await total('search=familia')).toBe(2);
    expect((await c.pastor({ method: 'DELETE', url: `/api/community/posts/${b}` })).statusCode).toBeLessThan(
      300,
    );
    expect(
      (await c.pastor({ method: 'DELETE', url: `/api/admin/community/posts/${b}/force` })).statusCode,
    ).toBeLessThan(300);
    expect(await total('search=familia&includeDeleted=true')).toBe(1);

    // A text changed by any statement (no route edits a post's text) bumps it too.
    await db.execute(
      sql`update community_posts set message = 'Culto de familias' where community_id = ${c.id}`,
    );
    expect(await total('search=familia')).toBe(2);
  });

  it('let a community with posts be deleted, with its counters', async () => {
    const c = await kit.freshCommunity();
    const db = kit.db();
    await db.execute(sql`
      insert into community_posts (community_id, author_id, type, message)
      select ${c.id}, ${c.memberId}, 'OTHER', 'Mensaje ' || j from generate_series(1, 5) as s(j)`);
    await db.delete(communities).where(eq(communities.id, c.id));
    for (const table of [communityPosts, postCounters, postAuthorCounters, postListVersions])
      expect(await db.select().from(table).where(eq(table.communityId, c.id))).toEqual([]);
  });
});
