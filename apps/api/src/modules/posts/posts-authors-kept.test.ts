import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Call, usePostsTestApp } from './posts.test-kit.ts';

/**
 * A filtered by-user view is kept by the server per community, filters and engagement version
 * (posts-authors.queries.ts): every change it can show (a post added, deleted, restored or edited, a
 * like, a comment, by the API or by any statement) must raise that version, so the view stays exact.
 */
describe('posts by user: the kept view of a filter', () => {
  const kit = usePostsTestApp();

  interface Group {
    author: { id: string };
    postsCount: number;
    totalLikes: number;
    totalComments: number;
    posts: { id: string }[];
  }

  async function view(call: Call, query: string) {
    const res = await call({ method: 'GET', url: `/api/admin/community/posts/authors?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Group[]; pagination: { total: number } };
  }

  /** Each author's numbers among the community's active posts that say 'familia', counted now. */
  async function truth(communityId: string) {
    const result = await kit.db().execute(sql`
      select author_id as "id", count(*)::int as "postsCount", sum(likes_count)::int as "totalLikes",
        sum(comments_count)::int as "totalComments"
      from community_posts
      where community_id = ${communityId} and is_active and search_text like '%familia%'
      group by author_id order by author_id`);
    return (result as unknown as { rows: unknown[] }).rows;
  }

  /** The view of the search, as truth's rows. */
  async function searched(call: Call) {
    const { items, pagination } = await view(call, 'search=familia&limit=100');
    expect(pagination.total).toBe(items.length);
    return items
      .map((g) => ({
        id: g.author.id,
        postsCount: g.postsCount,
        totalLikes: g.totalLikes,
        totalComments: g.totalComments,
      }))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  it('stays exact through likes, comments, new posts, deletes, restores and edits, and is reused while nothing changes', async () => {
    const c = await kit.freshCommunity();
    const ids: string[] = [];
    for (const [authorId, message] of [
      [c.memberId, 'Oramos por la familia Pérez'],
      [c.memberId, 'La FAMILIA unida'],
      [c.member2Id, 'Familia y fe'],
      [c.pastorId, 'Culto de familias'],
      [c.pastorId, 'Culto de jóvenes'],
    ] as const) {
      ids.push((await kit.insertPost({ communityId: c.id, authorId, message })).id);
    }
    const [a, b, , d] = ids as [string, string, string, string];
    const expectExact = async () => expect(await searched(c.pastor)).toEqual(await truth(c.id));

    await expectExact();
    const first = await view(c.pastor, 'search=familia&limit=100');
    expect(first.items.map((g) => [g.author.id, g.postsCount])).toEqual([
      [c.memberId, 2],
      expect.any(Array),
      expect.any(Array),
    ]);
    // Its pages are slices of the same order, with the same total.
    const second = await view(c.pastor, 'search=familia&limit=1&page=2');
    expect(second.items.map((g) => g.author.id)).toEqual([first.items[1]!.author.id]);
    expect(second.pagination.total).toBe(3);
    // A page past the kept ones is grouped apart, with the same total.
    const far = await view(c.pastor, 'search=familia&limit=100&page=6');
    expect(far).toMatchObject({ items: [], pagination: { total: 3 } });

    // A change made without the triggers is not seen: the view is the kept one.
    await kit.db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update community_posts set likes_count = 40 where id = ${a}`);
    });
    expect((await searched(c.pastor)).find((g) => g.id === c.memberId)?.totalLikes).toBe(0);

    // A like through the app: the likes of the post's author are read again.
    expect((await c.pastor({ method: 'POST', url: `/api/community/posts/${b}/like` })).statusCode).toBe(200);
    expect((await searched(c.pastor)).find((g) => g.id === c.memberId)?.totalLikes).toBe(41);
    await expectExact();

    // A comment, then its deletion.
    const comment = await c.pastor({
      method: 'POST',
      url: `/api/community/posts/${d}/comments`,
      payload: { content: 'Gloria a Dios' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    await expectExact();
    expect(
      (await c.pastor({ method: 'DELETE', url: `/api/community/posts/comments/${comment.json().id}` }))
        .statusCode,
    ).toBe(200);
    await expectExact();

    // A new post through the dashboard's form, a soft delete, a restore.
    await kit.createPost({ message: 'Retiro de familias' }, c.pastor);
    await expectExact();
    expect((await c.pastor({ method: 'DELETE', url: `/api/community/posts/${a}` })).statusCode).toBeLessThan(
      300,
    );
    await expectExact();
    expect(
      (await c.pastor({ method: 'PATCH', url: `/api/admin/community/posts/${a}/restore` })).statusCode,
    ).toBe(200);
    await expectExact();

    // Statements outside the API: a text edit, and the likes of every post at once.
    await kit.db().execute(sql`update community_posts set message = 'Familia: culto' where id = ${ids[4]}`);
    await expectExact();
    await kit
      .db()
      .execute(sql`update community_posts set likes_count = likes_count + 2 where community_id = ${c.id}`);
    await expectExact();
  });
});
