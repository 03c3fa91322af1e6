import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communityPosts, postComments } from '../../db/schema.ts';
import { type Call, usePostsTestApp } from './posts.test-kit.ts';

// The pages of a comment's replies past the first 50 that the details and the app's comments embed:
// GET /admin/community/posts/comments/{id}/replies (dashboard, deleted posts included) and
// GET /community/posts/comments/{id}/replies (app, active posts only). Order, totals, pages,
// validation, roles, isolation and deleted posts.

const { kit, pastor, helper, member, guest, pastorB, db, insertPost, addComment, everything } =
  usePostsTestApp();

const adminUrl = (id: string, query = '') => `/api/admin/community/posts/comments/${id}/replies${query}`;
const appUrl = (id: string, query = '') => `/api/community/posts/comments/${id}/replies${query}`;
const ids = (body: { items: { id: string }[] }) => body.items.map((r) => r.id);

/**
 * `count` replies to the comment, one second apart (oldest first is their insertion order, whatever
 * the ids), authored in turn by the given people, and the post's counter moved as the app moves it.
 */
async function addReplies(
  comment: { id: string; postId: string; communityId: string },
  count: number,
  authorIds: string[],
) {
  if (count === 0) return [];
  const start = Date.now() - count * 1000 - 60_000;
  const rows = await db()
    .insert(postComments)
    .values(
      Array.from({ length: count }, (_, i) => ({
        communityId: comment.communityId,
        postId: comment.postId,
        authorId: authorIds[i % authorIds.length]!,
        parentId: comment.id,
        content: `Respuesta ${i + 1}`,
        createdAt: new Date(start + i * 1000),
      })),
    )
    .returning({ id: postComments.id });
  await db()
    .update(communityPosts)
    .set({ commentsCount: sql`${communityPosts.commentsCount} + ${count}` })
    .where(eq(communityPosts.id, comment.postId));
  return rows.map((r) => r.id);
}

/** A post of community A with one comment and `replies` replies to it. */
async function thread(replies: number, values: { isActive?: boolean } = {}) {
  const a = kit.cast.a;
  const post = await insertPost({ authorId: a.member.user.id, ...values });
  const comment = await addComment(post.id, a.member.user.id, 'Comentario principal');
  const replyIds = await addReplies(comment, replies, [a.helper.user.id, a.pastor.user.id]);
  return { post, comment, replyIds };
}

describe('GET …/posts/comments/{id}/replies', () => {
  it('pages 120 replies oldest first (50 by default), with true totals, on both routes', async () => {
    const { comment, replyIds } = await thread(120);
    // Another comment's replies never show.
    const other = await addComment(comment.postId, kit.cast.a.member.user.id, 'Otro comentario');
    await addReplies(other, 3, [kit.cast.a.member.user.id]);
    for (const [who, call, url] of [
      ['admin', pastor, adminUrl],
      ['app', member, appUrl],
    ] as const) {
      const pages = [];
      for (const page of [1, 2, 3]) {
        const res = await call({ method: 'GET', url: url(comment.id, page === 1 ? '' : `?page=${page}`) });
        expect(res.statusCode, `${who} ${res.body}`).toBe(200);
        pages.push(res.json());
      }
      expect(pages.map(ids), who).toEqual([
        replyIds.slice(0, 50),
        replyIds.slice(50, 100),
        replyIds.slice(100),
      ]);
      expect(
        pages.map((p) => p.pagination),
        who,
      ).toEqual([
        { page: 1, limit: 50, total: 120, hasMore: true },
        { page: 2, limit: 50, total: 120, hasMore: true },
        { page: 3, limit: 50, total: 120, hasMore: false },
      ]);
      const small = (await call({ method: 'GET', url: url(comment.id, '?page=3&limit=7') })).json();
      expect(ids(small), who).toEqual(replyIds.slice(14, 21));
      expect(small.pagination, who).toEqual({ page: 3, limit: 7, total: 120, hasMore: true });
      const past = (await call({ method: 'GET', url: url(comment.id, '?page=4') })).json();
      expect(past, who).toEqual({
        items: [],
        pagination: { page: 4, limit: 50, total: 120, hasMore: false },
      });
    }
  });

  it('answers each reply in the shape of the details’ replies, and continues where they stop', async () => {
    const { post, comment, replyIds } = await thread(51);
    const page1 = (await pastor({ method: 'GET', url: adminUrl(comment.id) })).json();
    const details = (
      await pastor({ method: 'GET', url: `/api/admin/community/posts/${post.id}/details` })
    ).json();
    const embedded = details.adminInfo.comments[0];
    expect(embedded.repliesCount).toBe(51);
    expect(embedded.replies).toEqual(page1.items);
    const page2 = (await helper({ method: 'GET', url: adminUrl(comment.id, '?page=2') })).json();
    expect(ids(page2)).toEqual([replyIds[50]]);
    expect(page2.items[0]).toEqual({
      id: replyIds[50],
      postId: post.id,
      parentId: comment.id,
      content: 'Respuesta 51',
      createdAt: expect.any(String),
      author: {
        id: kit.cast.a.helper.user.id,
        name: kit.cast.a.helper.user.name,
        avatar: null,
        role: 'SECTION_ADMIN',
      },
    });
    // The app's comments embed the same first 50.
    const appComments = (
      await member({ method: 'GET', url: `/api/community/posts/${post.id}/comments` })
    ).json();
    const appPage1 = (await member({ method: 'GET', url: appUrl(comment.id) })).json();
    expect(appComments.items[0].replies).toEqual(appPage1.items);
  });

  it('answers a comment without replies with an empty page', async () => {
    const { comment } = await thread(0);
    for (const [call, url] of [
      [pastor, adminUrl],
      [member, appUrl],
    ] as const) {
      const res = await call({ method: 'GET', url: url(comment.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ items: [], pagination: { page: 1, limit: 50, total: 0, hasMore: false } });
    }
  });

  it('refuses a bad page or limit with Spanish messages', async () => {
    const { comment } = await thread(1);
    const cases: [string, string, string][] = [
      ['page=0', 'page', 'La página debe ser al menos 1'],
      ['page=1.5', 'page', 'La página debe ser un número entero'],
      ['page=abc', 'page', 'Entrada inválida: se esperaba número, recibido NaN'],
      ['limit=0', 'limit', 'El límite debe ser al menos 1'],
      ['limit=101', 'limit', 'El límite no puede superar 100'],
      ['limit=-3', 'limit', 'El límite debe ser al menos 1'],
      ['limit=x', 'limit', 'Entrada inválida: se esperaba número, recibido NaN'],
    ];
    const before = await everything();
    for (const [call, url] of [
      [pastor, adminUrl],
      [member, appUrl],
    ] as const) {
      for (const [query, path, message] of cases) {
        const res = await call({ method: 'GET', url: url(comment.id, `?${query}`) });
        expect(res.statusCode, `${url('x')} ${query}`).toBe(400);
        expect(res.json(), query).toMatchObject({
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message,
          issues: [{ path, message }],
        });
      }
    }
    expect(await everything()).toEqual(before);
  });

  it('lets pastors and helpers read the dashboard route, refuses members and guests (403)', async () => {
    const { comment } = await thread(2);
    for (const call of [pastor, helper]) {
      const res = await call({ method: 'GET', url: adminUrl(comment.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json().pagination.total).toBe(2);
    }
    for (const call of [member, guest]) {
      const res = await call({ method: 'GET', url: adminUrl(comment.id) });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it('lets every member read the app route, guests included; neither route without a session', async () => {
    const { comment } = await thread(2);
    for (const call of [guest, member, helper, pastor] as Call[]) {
      const res = await call({ method: 'GET', url: appUrl(comment.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json().pagination.total).toBe(2);
    }
    for (const url of [adminUrl(comment.id), appUrl(comment.id)]) {
      const res = await kit.t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 404 for another community’s comment, an unknown id, a non-uuid and a reply, changing nothing', async () => {
    const { comment, replyIds } = await thread(3);
    const before = await everything();
    const notFound = { statusCode: 404, code: 'COMMENT_NOT_FOUND', message: 'El comentario no existe' };
    for (const url of [adminUrl, appUrl]) {
      const own = [randomUUID(), 'x', replyIds[0]!].map((id) => [pastor, url(id)] as const);
      for (const [call, target] of [[pastorB, url(comment.id)] as const, ...own]) {
        const res = await call({ method: 'GET', url: target });
        expect(res.statusCode, target).toBe(404);
        expect(res.json(), target).toEqual(notFound);
      }
    }
    expect(await everything()).toEqual(before);
  });

  it('reads a deleted post’s replies on the dashboard (200) but not in the app (404)', async () => {
    const { comment, replyIds } = await thread(4, { isActive: false });
    const admin = await helper({ method: 'GET', url: adminUrl(comment.id) });
    expect(admin.statusCode).toBe(200);
    expect(ids(admin.json())).toEqual(replyIds);
    for (const call of [member, guest, pastor]) {
      const res = await call({ method: 'GET', url: appUrl(comment.id) });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('COMMENT_NOT_FOUND');
    }
  });
});
