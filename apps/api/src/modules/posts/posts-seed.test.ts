import { isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communityPosts, postComments, postLikes } from '../../db/schema.ts';
import { seedDemo } from '../../db/seed.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, login } from '../../test/factories.ts';

// The demo posts: every type, several authors, images served, some deleted, and counters that
// match the rows.

const kit = useTestApp();

describe('demo posts', () => {
  it('seeds about 60 posts of every type with consistent counters', async () => {
    const db = kit.t.database.db;
    await seedDemo(db, 'koinonia-demo', kit.t.app.storage);
    const pastor = as(kit.t.app, await login(kit.t.app, 'pastor@demo.koinonia.test', 'koinonia-demo'));
    const stats = (await pastor({ method: 'GET', url: '/api/admin/community/posts/stats' })).json();
    expect(stats.totalPosts + stats.totalDeleted).toBe(60);
    expect(stats.totalDeleted).toBeGreaterThan(0);
    for (const t of stats.byType) expect(t.count, t.type).toBeGreaterThan(0);
    expect(stats.totalLikes).toBeGreaterThan(0);
    expect(stats.totalComments).toBeGreaterThan(0);

    const authors = (await pastor({ method: 'GET', url: '/api/admin/community/posts/authors' })).json();
    expect(authors.pagination.total).toBeGreaterThanOrEqual(4);

    const list = (
      await pastor({ method: 'GET', url: '/api/admin/community/posts?includeDeleted=true&limit=100' })
    ).json();
    const withImage = list.items.find((p: { imageUrl: string | null }) => p.imageUrl);
    const image = await kit.t.app.inject({
      method: 'GET',
      url: `/uploads/community-posts/${withImage.imageUrl}`,
    });
    expect(image.statusCode).toBe(200);

    const wrong = await db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(
        sql`${communityPosts.likesCount} <> (select count(*) from ${postLikes} where ${postLikes.postId} = ${communityPosts.id})
          or ${communityPosts.commentsCount} <> (select count(*) from ${postComments} where ${postComments.postId} = ${communityPosts.id})`,
      );
    expect(wrong).toEqual([]);
    const replies = await db
      .select({ id: postComments.id })
      .from(postComments)
      .where(isNotNull(postComments.parentId));
    expect(replies.length).toBeGreaterThan(0);
  });
});
