import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communityPosts, memberships, users } from '../../db/schema.ts';
import { type Call, usePostsFeedTestApp } from './posts-feed.test-kit.ts';

// The app's feed is written by PostgreSQL (feedJson), one post's read by toFeedPost in JavaScript: both
// must give the same post.

const { kit, pastor, helper, member, guest, createPost } = usePostsFeedTestApp();

describe('the feed, written by PostgreSQL', () => {
  it('holds each post exactly as one post’s read does, for every viewer and from both ends', async () => {
    const db = kit.t.database.db;
    const a = kit.cast.a;
    const made: string[] = [];
    for (const [i, overrides] of [
      { type: 'TESTIMONY', title: 'Dios es fiel "siempre"' },
      { type: 'ANNOUNCEMENT', title: '' },
      { type: 'EVENT', title: 'Vigilia', message: 'Tabs\tand\nlines, ñandú y “comillas”' },
      { type: 'TESTIMONY', title: 'Otra' },
      { type: 'PRAYER_REQUEST', title: 'Última' },
    ].entries())
      made.push((await createPost(overrides, i === 4 ? helper : i % 2 ? pastor : member)).id);
    // Likes by some viewers, microseconds the API's milliseconds drop, an image, and an author who left.
    await member({ method: 'POST', url: `/api/community/posts/${made[0]}/like` });
    await pastor({ method: 'POST', url: `/api/community/posts/${made[2]}/like` });
    await db
      .update(communityPosts)
      .set({ publishedAt: sql`now() - interval '3 days 0.000789 seconds'`, imageUrl: 'post-abc.jpg' })
      .where(eq(communityPosts.id, made[3]!));
    await db.update(users).set({ avatar: 'avatar-1.png' }).where(eq(users.id, a.member.user.id));
    await db.update(memberships).set({ isActive: false }).where(eq(memberships.id, a.helper.membership.id));
    const check = async (call: Call, url: string) => {
      const list = await call({ method: 'GET', url });
      expect(list.statusCode, list.body).toBe(200);
      const items = list.json().items as { id: string; type: string }[];
      for (const item of items)
        expect(item).toEqual((await call({ method: 'GET', url: `/api/community/posts/${item.id}` })).json());
      return items;
    };
    for (const call of [member, pastor, guest]) {
      const all = await check(call, '/api/community/posts?limit=50');
      const ids = all.map((p) => p.id);
      expect(ids).toEqual(expect.arrayContaining(made));
      // Page 2 (walked forwards) and the last page (walked from the oldest end).
      expect((await check(call, '/api/community/posts?limit=2&page=2')).map((p) => p.id)).toEqual(
        ids.slice(2, 4),
      );
      const last = Math.ceil(ids.length / 2);
      expect((await check(call, `/api/community/posts?limit=2&page=${last}`)).map((p) => p.id)).toEqual(
        ids.slice((last - 1) * 2),
      );
      expect((await check(call, '/api/community/posts?type=TESTIMONY&limit=50')).map((p) => p.id)).toEqual(
        all.filter((p) => p.type === 'TESTIMONY').map((p) => p.id),
      );
    }
  });
});
