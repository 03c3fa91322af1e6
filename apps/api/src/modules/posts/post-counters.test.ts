import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communityPosts, users } from '../../db/schema.ts';
import { as, createMember, login } from '../../test/factories.ts';
import { postCounters } from './post-counters.table.ts';
import { type Call, usePostsTestApp } from './posts.test-kit.ts';

/**
 * post_counters (kept by triggers on community_posts) must equal a count of the posts after anything
 * the API, the seed or a bulk statement does: the statistics and the unfiltered totals read them.
 */
describe('post counters', () => {
  const kit = usePostsTestApp();

  /** The counters of a community, and the same numbers counted from its posts. */
  async function countersAndTruth(communityId: string) {
    const db = kit.db();
    const counters = await db
      .select({
        type: postCounters.type,
        isActive: postCounters.isActive,
        posts: postCounters.posts,
        likes: postCounters.likes,
        comments: postCounters.comments,
      })
      .from(postCounters)
      .where(eq(postCounters.communityId, communityId));
    const truth = await db
      .select({
        type: communityPosts.type,
        isActive: communityPosts.isActive,
        posts: sql<number>`count(*)::int`,
        likes: sql<number>`sum(${communityPosts.likesCount})::int`,
        comments: sql<number>`sum(${communityPosts.commentsCount})::int`,
      })
      .from(communityPosts)
      .where(eq(communityPosts.communityId, communityId))
      .groupBy(communityPosts.type, communityPosts.isActive);
    await expectAuthorCounters(communityId);
    const key = (r: { type: string; isActive: boolean }) => `${r.type}/${r.isActive}`;
    const sort = <T extends { type: string; isActive: boolean }>(rows: T[]) =>
      [...rows].sort((a, b) => key(a).localeCompare(key(b)));
    return {
      counters: sort(counters.filter((r) => r.posts !== 0 || r.likes !== 0 || r.comments !== 0)),
      truth: sort(truth),
    };
  }

  /** post_author_counters of a community against the same numbers grouped from its posts. */
  async function expectAuthorCounters(communityId: string) {
    const db = kit.db();
    const counters = await db.execute(sql`
      select author_id, active_posts, active_likes::int, active_comments::int, active_last::text,
        all_posts, all_likes::int, all_comments::int, all_last::text
      from post_author_counters where community_id = ${communityId} and all_posts > 0 order by author_id`);
    const truth = await db.execute(sql`
      select author_id, (count(*) filter (where is_active))::int as active_posts,
        coalesce(sum(likes_count) filter (where is_active), 0)::int as active_likes,
        coalesce(sum(comments_count) filter (where is_active), 0)::int as active_comments,
        (max(published_at) filter (where is_active))::text as active_last,
        count(*)::int as all_posts, sum(likes_count)::int as all_likes, sum(comments_count)::int as all_comments,
        max(published_at)::text as all_last
      from community_posts where community_id = ${communityId} group by author_id order by author_id`);
    const rows = (r: unknown) => (r as { rows: unknown[] }).rows;
    expect(rows(counters)).toEqual(rows(truth));
  }

  /** The by-user view from the authors' counters equals the one grouped from the posts (a filter that keeps every post). */
  async function expectSameAuthorsView(call: Call, includeDeleted: boolean) {
    const url = `/api/admin/community/posts/authors?limit=100&includeDeleted=${includeDeleted}`;
    const fromCounters = await call({ method: 'GET', url });
    const grouped = await call({ method: 'GET', url: `${url}&dateFrom=2000-01-01` });
    expect(fromCounters.statusCode, fromCounters.body).toBe(200);
    expect(fromCounters.json()).toEqual(grouped.json());
    return fromCounters.json();
  }

  it('follow every write of the API: create, like, unlike, comment, reply, delete comment, soft delete, restore, force delete', async () => {
    const c = await kit.freshCommunity();
    const db = kit.db();
    const [memberUser] = await db.select({ email: users.email }).from(users).where(eq(users.id, c.memberId));
    const member = as(kit.kit.t.app, await login(kit.kit.t.app, memberUser!.email)) as Call;
    const other = await createMember(db, c.id, { role: 'MEMBER' });
    const member2 = as(kit.kit.t.app, await login(kit.kit.t.app, other.user.email)) as Call;

    const created: string[] = [];
    for (const type of ['ANNOUNCEMENT', 'TESTIMONY', 'TESTIMONY', 'EVENT']) {
      const res = await member({
        method: 'POST',
        url: '/api/community/posts',
        payload: { message: `Hola ${type}`, type },
      });
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json().id);
    }
    const [a, b, c2, d] = created as [string, string, string, string];
    for (const who of [member, member2, c.pastor]) {
      expect((await who({ method: 'POST', url: `/api/community/posts/${b}/like` })).statusCode).toBe(200);
    }
    expect((await member2({ method: 'POST', url: `/api/community/posts/${b}/like` })).json().liked).toBe(
      false,
    );
    const comment = await member({
      method: 'POST',
      url: `/api/community/posts/${c2}/comments`,
      payload: { content: 'Gloria a Dios' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const reply = await member2({
      method: 'POST',
      url: `/api/community/posts/${c2}/comments`,
      payload: { content: 'Amén', parentId: comment.json().id },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await member({ method: 'POST', url: `/api/community/posts/${a}/comments`, payload: { content: 'Uno' } });
    await member({ method: 'POST', url: `/api/community/posts/${d}/like` });

    let now = await countersAndTruth(c.id);
    expect(now.counters).toEqual(now.truth);
    expect(now.counters).toContainEqual({
      type: 'TESTIMONY',
      isActive: true,
      posts: 2,
      likes: 2,
      comments: 2,
    });

    // The comment goes with its reply; the post is soft-deleted, restored, deleted again, then forced.
    expect(
      (await c.pastor({ method: 'DELETE', url: `/api/community/posts/comments/${comment.json().id}` }))
        .statusCode,
    ).toBe(200);
    expect((await c.pastor({ method: 'DELETE', url: `/api/community/posts/${b}` })).statusCode).toBeLessThan(
      300,
    );
    now = await countersAndTruth(c.id);
    expect(now.counters).toEqual(now.truth);
    expect(now.counters).toContainEqual({
      type: 'TESTIMONY',
      isActive: false,
      posts: 1,
      likes: 2,
      comments: 0,
    });

    expect(
      (await c.pastor({ method: 'PATCH', url: `/api/admin/community/posts/${b}/restore` })).statusCode,
    ).toBe(200);
    expect((await c.pastor({ method: 'DELETE', url: `/api/community/posts/${d}` })).statusCode).toBeLessThan(
      300,
    );
    expect(
      (await c.pastor({ method: 'DELETE', url: `/api/admin/community/posts/${d}/force` })).statusCode,
    ).toBeLessThan(300);
    now = await countersAndTruth(c.id);
    expect(now.counters).toEqual(now.truth);
    expect((await expectSameAuthorsView(c.pastor, false)).pagination.total).toBeGreaterThan(0);
    await expectSameAuthorsView(c.pastor, true);

    // The statistics read the counters.
    const stats = (await c.pastor({ method: 'GET', url: '/api/admin/community/posts/stats' })).json();
    expect(stats).toMatchObject({ totalPosts: 3, totalDeleted: 0, totalLikes: 2, totalComments: 1 });
    const list = (await c.pastor({ method: 'GET', url: '/api/admin/community/posts?type=TESTIMONY' })).json();
    expect(list.pagination.total).toBe(2);
  });

  it('follow bulk statements: many posts in one insert, one update of many, one delete of many', async () => {
    const c = await kit.freshCommunity();
    const db = kit.db();
    await db.execute(sql`
      insert into community_posts (community_id, author_id, type, message, likes_count, comments_count)
      select ${c.id}, case when j % 2 = 0 then ${c.memberId}::uuid else ${c.pastorId}::uuid end,
        (array['ANNOUNCEMENT','EVENT','OTHER'])[1 + j % 3], 'Mensaje ' || j, j % 4, j % 5
      from generate_series(1, 90) as s(j)`);
    let now = await countersAndTruth(c.id);
    expect(now.counters).toEqual(now.truth);
    await db.execute(sql`
      update community_posts set is_active = (likes_count <> 2), likes_count = likes_count + 1
      where community_id = ${c.id} and comments_count < 3`);
    now = await countersAndTruth(c.id);
    expect(now.counters).toEqual(now.truth);
    await db.execute(sql`delete from community_posts where community_id = ${c.id} and type = 'EVENT'`);
    now = await countersAndTruth(c.id);
    expect(now.counters).toEqual(now.truth);
    // Each author's newest post soft-deleted, then deleted: the newest dates go back to the next post.
    await db.execute(sql`
      update community_posts set published_at = now() - make_interval(mins => length(message))
      where community_id = ${c.id}`);
    await db.execute(sql`
      update community_posts p set is_active = false where p.id in (
        select distinct on (author_id) id from community_posts where community_id = ${c.id} and is_active
        order by author_id, published_at desc)`);
    await countersAndTruth(c.id);
    await db.execute(sql`
      delete from community_posts p where p.id in (
        select distinct on (author_id) id from community_posts where community_id = ${c.id}
        order by author_id, published_at desc)`);
    now = await countersAndTruth(c.id);
    await expectSameAuthorsView(c.pastor, false);
    await expectSameAuthorsView(c.pastor, true);
    // A statement that changes nothing the counters hold writes no counter.
    await db.execute(sql`update community_posts set title = 'Título' where community_id = ${c.id}`);
    expect((await countersAndTruth(c.id)).counters).toEqual(now.counters);

    const feed = (await c.pastor({ method: 'GET', url: '/api/community/posts?type=OTHER' })).json();
    expect(feed.pagination.total).toBe(now.truth.find((r) => r.type === 'OTHER' && r.isActive)?.posts ?? 0);
  });
});
