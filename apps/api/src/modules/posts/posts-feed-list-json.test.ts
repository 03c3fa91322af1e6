import { describe, expect, it } from 'vitest';
import { type Call, usePostsFeedTestApp } from './posts-feed.test-kit.ts';

// The app's feed is written by PostgreSQL (feedJson), one post's read by toFeedPost in JavaScript: both
// must give the same post.

const { pastor, member, guest, variedPosts } = usePostsFeedTestApp();

describe('the feed, written by PostgreSQL', () => {
  it('holds each post exactly as one post’s read does, for every viewer and from both ends', async () => {
    const made = await variedPosts();
    await pastor({ method: 'POST', url: `/api/community/posts/${made[2]}/like` });
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
