import { describe, expect, it } from 'vitest';
import { usePostsFeedTestApp } from './posts-feed.test-kit.ts';

// The by-user view is written by PostgreSQL (authorGroupsJson), one post's read by toPost in JavaScript:
// each group's posts must be the same as their own reads, its author theirs, and its numbers their sums.

const { pastor, variedPosts, createPost, comment, ownRead } = usePostsFeedTestApp();

type Post = { id: string; type: string; isActive: boolean; publishedAt: string } & Record<string, unknown>;
type Group = {
  author: { id: string };
  postsCount: number;
  totalLikes: number;
  totalComments: number;
  lastPublishedAt: string;
  posts: Post[];
};

describe('the by-user view, written by PostgreSQL', () => {
  it('holds each post exactly as its own read, each author as theirs, and true sums', async () => {
    const made = await variedPosts();
    const deleted = await pastor({ method: 'DELETE', url: `/api/community/posts/${made[1]}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // A second post by the member, commented, so that a group holds more than one.
    const second = await createPost({ type: 'EVENT', title: 'Culto "joven"' });
    await comment(second.id, 'Amén');

    const check = async (url: string) => {
      const res = await pastor({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      const groups = res.json().items as Group[];
      for (const group of groups) {
        expect(group.posts.length).toBeGreaterThan(0);
        for (const post of group.posts) {
          expect(post).toEqual(await ownRead(post));
          expect(post.author).toEqual(group.author);
        }
        const times = group.posts.map((p) => p.publishedAt);
        expect(times).toEqual([...times].sort().reverse());
        // Every author here has at most six posts: the group shows them all.
        expect(group).toMatchObject({
          postsCount: group.posts.length,
          totalLikes: group.posts.reduce((n, p) => n + (p.likesCount as number), 0),
          totalComments: group.posts.reduce((n, p) => n + (p.commentsCount as number), 0),
          lastPublishedAt: times[0],
        });
      }
      return groups;
    };

    const all = await check('/api/admin/community/posts/authors?includeDeleted=true&limit=50');
    const ids = all.flatMap((g) => g.posts.map((p) => p.id));
    expect(ids).toEqual(expect.arrayContaining([...made, second.id]));
    const mine = all.find((g) => g.posts.some((p) => p.id === second.id))!;
    expect(mine.posts.map((p) => p.id)).toEqual(expect.arrayContaining([second.id, made[0], made[2]]));
    expect(all.flatMap((g) => g.posts).find((p) => p.id === made[1])?.isActive).toBe(false);

    const active = await check('/api/admin/community/posts/authors?limit=50');
    expect(active.flatMap((g) => g.posts.map((p) => p.id))).not.toContain(made[1]);
    // Filtered (grouped from the posts), and a later page of one group.
    const testimonies = await check('/api/admin/community/posts/authors?type=TESTIMONY&limit=50');
    expect(testimonies.flatMap((g) => g.posts.map((p) => p.type))).toEqual(
      expect.arrayContaining(['TESTIMONY']),
    );
    expect(new Set(testimonies.flatMap((g) => g.posts.map((p) => p.type)))).toEqual(new Set(['TESTIMONY']));
    const page2 = await check('/api/admin/community/posts/authors?includeDeleted=true&limit=1&page=2');
    expect(page2.map((g) => g.author.id)).toEqual([all[1]!.author.id]);
    expect(await check('/api/admin/community/posts/authors?search=zzzz-nada')).toEqual([]);
  });
});
