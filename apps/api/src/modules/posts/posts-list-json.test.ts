import { describe, expect, it } from 'vitest';
import { usePostsFeedTestApp } from './posts-feed.test-kit.ts';

// The dashboard's list is written by PostgreSQL (postsJson), one post's read in the app by toPost in
// JavaScript: an active post must be the same in both (without the app's likedByMe); a deleted one the
// same as the details' post (held to the rows in post-details-json.test.ts).

const { pastor, variedPosts, ownRead } = usePostsFeedTestApp();

type Item = { id: string; type: string; isActive: boolean } & Record<string, unknown>;

describe('the dashboard’s posts list, written by PostgreSQL', () => {
  it('holds each post exactly as one post’s read does, deleted ones included, from both ends', async () => {
    const made = await variedPosts();
    const deleted = await pastor({ method: 'DELETE', url: `/api/community/posts/${made[1]}` });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const check = async (url: string) => {
      const list = await pastor({ method: 'GET', url });
      expect(list.statusCode, list.body).toBe(200);
      const items = list.json().items as Item[];
      for (const item of items) expect(item).toEqual(await ownRead(item));
      return items;
    };
    const all = await check('/api/admin/community/posts?includeDeleted=true&limit=50');
    const ids = all.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining(made));
    expect(all.find((p) => p.id === made[1])?.isActive).toBe(false);
    expect((await check('/api/admin/community/posts?limit=50')).map((p) => p.id)).toEqual(
      all.filter((p) => p.isActive).map((p) => p.id),
    );
    // Page 2 (walked forwards) and the last page (walked from the oldest end).
    const page = (n: number) => `/api/admin/community/posts?includeDeleted=true&limit=2&page=${n}`;
    expect((await check(page(2))).map((p) => p.id)).toEqual(ids.slice(2, 4));
    const last = Math.ceil(ids.length / 2);
    expect((await check(page(last))).map((p) => p.id)).toEqual(ids.slice((last - 1) * 2));
    expect((await check('/api/admin/community/posts?type=TESTIMONY&limit=50')).map((p) => p.id)).toEqual(
      all.filter((p) => p.type === 'TESTIMONY' && p.isActive).map((p) => p.id),
    );
    expect((await check('/api/admin/community/posts?search=nandu')).map((p) => p.id)).toEqual([made[2]]);
  });
});
