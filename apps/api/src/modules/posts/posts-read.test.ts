import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema.ts';
import { usePostsTestApp } from './posts.test-kit.ts';

// Reading the admin side: order, filters, pagination, visibility of deleted posts, statistics, the
// by-user view's totals, the details' comments, and isolation of every read.

const { pastor, helper, member, guest, pastorB, db, insertPost, addComment, addLike, freshCommunity } =
  usePostsTestApp();

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const ids = (body: { items: { id: string }[] }) => body.items.map((p) => p.id);

describe('GET /admin/community/posts', () => {
  it('lists newest first, paginated in SQL (default 12), with authors and counters', async () => {
    const c = await freshCommunity();
    const made = [];
    for (let i = 0; i < 14; i++)
      made.push(await insertPost({ communityId: c.id, authorId: c.memberId, publishedAt: hoursAgo(i) }));
    const first = (await c.pastor({ method: 'GET', url: '/api/admin/community/posts' })).json();
    expect(ids(first)).toEqual(made.slice(0, 12).map((p) => p.id));
    expect(first.pagination).toEqual({ page: 1, limit: 12, total: 14, hasMore: true });
    expect(first.items[0].author).toEqual({
      id: c.memberId,
      name: 'José Núñez',
      avatar: null,
      role: 'MEMBER',
    });
    const second = (await c.pastor({ method: 'GET', url: '/api/admin/community/posts?page=2' })).json();
    expect(ids(second)).toEqual(made.slice(12).map((p) => p.id));
    expect(second.pagination.hasMore).toBe(false);
    const limited = (
      await c.pastor({ method: 'GET', url: '/api/admin/community/posts?limit=5&page=3' })
    ).json();
    expect(ids(limited)).toEqual(made.slice(10, 14).map((p) => p.id));
  });

  it('shows deleted posts only with includeDeleted=true', async () => {
    const c = await freshCommunity();
    const live = await insertPost({ communityId: c.id, authorId: c.memberId, publishedAt: hoursAgo(1) });
    const gone = await insertPost({ communityId: c.id, authorId: c.memberId, isActive: false });
    const active = (await c.pastor({ method: 'GET', url: '/api/admin/community/posts' })).json();
    expect(ids(active)).toEqual([live.id]);
    const all = (
      await c.pastor({ method: 'GET', url: '/api/admin/community/posts?includeDeleted=true' })
    ).json();
    expect(ids(all)).toEqual([gone.id, live.id]);
    expect(all.items[0].isActive).toBe(false);
  });

  it('filters by type, author, accent-insensitive search and inclusive Bogotá days', async () => {
    const c = await freshCommunity();
    const birthday = await insertPost({
      communityId: c.id,
      authorId: c.memberId,
      type: 'BIRTHDAY',
      title: 'Cumpleaños de Lucía',
      message: 'Celebramos su vida',
      // 2026-03-10 23:30 in Bogotá (04:30 UTC the next day).
      publishedAt: new Date('2026-03-11T04:30:00Z'),
    });
    const prayer = await insertPost({
      communityId: c.id,
      authorId: c.member2Id,
      type: 'PRAYER_REQUEST',
      message: 'Oración por la salud de Don Jorge',
      publishedAt: new Date('2026-03-12T15:00:00Z'),
    });
    const get = async (query: string) =>
      ids((await c.pastor({ method: 'GET', url: `/api/admin/community/posts?${query}` })).json());
    expect(await get('type=BIRTHDAY')).toEqual([birthday.id]);
    expect(await get(`authorId=${c.member2Id}`)).toEqual([prayer.id]);
    expect(await get('search=CUMPLEANOS%20de%20lucia')).toEqual([birthday.id]);
    expect(await get('search=oracion')).toEqual([prayer.id]);
    expect(await get('search=100%25')).toEqual([]);
    expect(await get('dateFrom=2026-03-10&dateTo=2026-03-10')).toEqual([birthday.id]);
    expect(await get('dateFrom=2026-03-11')).toEqual([prayer.id]);
    expect(await get('dateTo=2026-03-11')).toEqual([birthday.id]);
    expect(await get('type=&search=&authorId=')).toEqual([prayer.id, birthday.id]);
  });

  it('refuses bad filters with Spanish messages', async () => {
    const cases: [string, string][] = [
      ['limit=101', 'El límite no puede superar 100'],
      ['type=DEPORTES', 'El tipo de publicación no es válido'],
      ['dateFrom=2026-02-30', 'La fecha no es válida (AAAA-MM-DD)'],
      ['dateFrom=2026-03-02&dateTo=2026-03-01', 'La fecha inicial no puede ser posterior a la final'],
      ['authorId=nadie', 'El autor no es válido'],
      [`search=${'x'.repeat(101)}`, 'La búsqueda no puede exceder 100 caracteres'],
    ];
    for (const [query, message] of cases) {
      const res = await pastor({ method: 'GET', url: `/api/admin/community/posts?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });

  it('never shows another community’s posts', async () => {
    const c = await freshCommunity();
    await insertPost({ communityId: c.id, authorId: c.memberId });
    const b = (
      await pastorB({ method: 'GET', url: '/api/admin/community/posts?includeDeleted=true' })
    ).json();
    expect(b.items.every((p: { communityId: string }) => p.communityId !== c.id)).toBe(true);
  });
});

describe('GET /admin/community/posts/stats', () => {
  it('counts active posts per type (every type, zeros included) and deleted ones apart', async () => {
    const c = await freshCommunity();
    const a = await insertPost({ communityId: c.id, authorId: c.memberId, type: 'TESTIMONY' });
    await insertPost({ communityId: c.id, authorId: c.memberId, type: 'TESTIMONY' });
    await insertPost({ communityId: c.id, authorId: c.member2Id, type: 'EVENT' });
    const gone = await insertPost({
      communityId: c.id,
      authorId: c.memberId,
      type: 'EVENT',
      isActive: false,
    });
    await addLike(a.id, c.memberId);
    await addLike(a.id, c.member2Id);
    await addComment(a.id, c.pastorId);
    await addLike(gone.id, c.memberId);
    const stats = (await c.pastor({ method: 'GET', url: '/api/admin/community/posts/stats' })).json();
    expect(stats).toMatchObject({ totalPosts: 3, totalDeleted: 1, totalLikes: 2, totalComments: 1 });
    expect(stats.byType).toHaveLength(11);
    expect(stats.byType.find((t: { type: string }) => t.type === 'TESTIMONY')).toEqual({
      type: 'TESTIMONY',
      count: 2,
      totalLikes: 2,
      totalComments: 1,
    });
    expect(stats.byType.find((t: { type: string }) => t.type === 'EVENT').count).toBe(1);
    expect(stats.byType.find((t: { type: string }) => t.type === 'WEDDING')).toEqual({
      type: 'WEDDING',
      count: 0,
      totalLikes: 0,
      totalComments: 0,
    });
  });
});

describe('GET /admin/community/posts/authors', () => {
  it('groups by author with true totals, most posts first, at most 6 newest posts each', async () => {
    const c = await freshCommunity();
    const mine = [];
    for (let i = 0; i < 8; i++)
      mine.push(await insertPost({ communityId: c.id, authorId: c.memberId, publishedAt: hoursAgo(i + 1) }));
    const hers = await insertPost({ communityId: c.id, authorId: c.member2Id, type: 'EVENT' });
    await insertPost({ communityId: c.id, authorId: c.member2Id, isActive: false });
    await addLike(mine[7]!.id, c.member2Id);
    await addComment(mine[7]!.id, c.member2Id);
    await addComment(hers.id, c.memberId);
    const res = await c.pastor({ method: 'GET', url: '/api/admin/community/posts/authors' });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.pagination).toEqual({ page: 1, limit: 12, total: 2, hasMore: false });
    expect(page.items[0]).toMatchObject({
      author: { id: c.memberId, name: 'José Núñez' },
      postsCount: 8,
      totalLikes: 1,
      totalComments: 1,
    });
    expect(page.items[0].posts.map((p: { id: string }) => p.id)).toEqual(mine.slice(0, 6).map((p) => p.id));
    expect(page.items[1]).toMatchObject({ postsCount: 1, totalComments: 1, posts: [{ id: hers.id }] });
    const withDeleted = (
      await c.pastor({
        method: 'GET',
        url: '/api/admin/community/posts/authors?includeDeleted=true&type=EVENT',
      })
    ).json();
    expect(withDeleted.items).toHaveLength(1);
    expect(withDeleted.items[0]).toMatchObject({ author: { id: c.member2Id }, postsCount: 1 });
    const second = (
      await c.pastor({ method: 'GET', url: '/api/admin/community/posts/authors?limit=1&page=2' })
    ).json();
    expect(second.items[0].author.id).toBe(c.member2Id);
    expect(second.pagination).toEqual({ page: 2, limit: 1, total: 2, hasMore: false });
  });
});

describe('GET /admin/community/posts/{id}/details', () => {
  it('gives admin info and a page of comments (newest first) with their replies (oldest first)', async () => {
    const c = await freshCommunity();
    const post = await insertPost({ communityId: c.id, authorId: c.memberId });
    const first = await addComment(post.id, c.memberId, 'Primero');
    const r1 = await addComment(post.id, c.member2Id, 'Respuesta 1', first.id);
    const r2 = await addComment(post.id, c.pastorId, 'Respuesta 2', first.id);
    await new Promise((r) => setTimeout(r, 5));
    const second = await addComment(post.id, c.member2Id, 'Segundo');
    await addLike(post.id, c.member2Id);
    const res = await c.pastor({ method: 'GET', url: `/api/admin/community/posts/${post.id}/details` });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ id: post.id, likesCount: 1, commentsCount: 4 });
    expect(d.adminInfo).toMatchObject({
      isDeleted: false,
      deletedBy: null,
      deletedAt: null,
      totalLikes: 1,
      totalComments: 4,
      commentsPagination: { page: 1, limit: 20, total: 2, hasMore: false },
    });
    expect(d.adminInfo.comments.map((x: { id: string }) => x.id)).toEqual([second.id, first.id]);
    expect(d.adminInfo.comments[1]).toMatchObject({
      content: 'Primero',
      author: { id: c.memberId, name: 'José Núñez', role: 'MEMBER' },
      repliesCount: 2,
    });
    expect(d.adminInfo.comments[1].replies.map((x: { id: string }) => x.id)).toEqual([r1.id, r2.id]);
    const paged = (
      await c.pastor({
        method: 'GET',
        url: `/api/admin/community/posts/${post.id}/details?commentsLimit=1&commentsPage=2`,
      })
    ).json();
    expect(paged.adminInfo.comments.map((x: { id: string }) => x.id)).toEqual([first.id]);
    expect(paged.adminInfo.commentsPagination).toEqual({ page: 2, limit: 1, total: 2, hasMore: false });
  });

  it('refuses a bad comments page or limit with 400 and the Spanish messages', async () => {
    const c = await freshCommunity();
    const post = await insertPost({ communityId: c.id, authorId: c.memberId });
    const url = `/api/admin/community/posts/${post.id}/details`;
    const cases: [string, { path: string; message: string }[]][] = [
      ['commentsPage=0', [{ path: 'commentsPage', message: 'La página debe ser al menos 1' }]],
      ['commentsLimit=101', [{ path: 'commentsLimit', message: 'El límite no puede superar 100' }]],
      ['commentsLimit=0', [{ path: 'commentsLimit', message: 'El límite debe ser al menos 1' }]],
      ['commentsPage=1.5', [{ path: 'commentsPage', message: 'La página debe ser un número entero' }]],
      [
        'commentsPage=0&commentsLimit=101',
        [
          { path: 'commentsPage', message: 'La página debe ser al menos 1' },
          { path: 'commentsLimit', message: 'El límite no puede superar 100' },
        ],
      ],
    ];
    for (const [query, issues] of cases) {
      const res = await c.pastor({ method: 'GET', url: `${url}?${query}` });
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body, query).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: issues[0]?.message,
      });
      expect(body.issues, query).toEqual(issues);
    }
    // The limits themselves are accepted.
    const edge = await c.pastor({ method: 'GET', url: `${url}?commentsPage=1&commentsLimit=100` });
    expect(edge.statusCode, edge.body).toBe(200);
    expect(edge.json().adminInfo.commentsPagination).toMatchObject({ page: 1, limit: 100 });
  });

  it('answers 404 for another community’s post and for unknown ids', async () => {
    const { id } = await insertPost({});
    for (const url of [`/api/admin/community/posts/${id}/details`, '/api/admin/community/posts/x/details']) {
      const res = await pastorB({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('El post solicitado no fue encontrado.');
    }
  });
});

describe('GET /community/posts/types', () => {
  it('answers every type with its Spanish label to any member, guests included', async () => {
    for (const call of [pastor, helper, member, guest]) {
      const res = await call({ method: 'GET', url: '/api/community/posts/types' });
      expect(res.statusCode).toBe(200);
      expect(res.json().types).toHaveLength(11);
      expect(res.json().types[0]).toEqual({ value: 'ANNOUNCEMENT', label: 'Anuncio' });
    }
  });
});

describe('an author who is no longer a member', () => {
  it('shows with no role in the admin list, the details comments and the members feed', async () => {
    const c = await freshCommunity();
    const post = await insertPost({ communityId: c.id, authorId: c.memberId });
    await addComment(post.id, c.memberId, 'Gracias a todos');
    await db()
      .update(memberships)
      .set({ isActive: false })
      .where(and(eq(memberships.userId, c.memberId), eq(memberships.communityId, c.id)));

    const list = (await c.pastor({ method: 'GET', url: '/api/admin/community/posts' })).json();
    expect(list.items[0].author).toMatchObject({ id: c.memberId, name: 'José Núñez', role: null });
    const details = (
      await c.pastor({ method: 'GET', url: `/api/admin/community/posts/${post.id}/details` })
    ).json();
    expect(details.author.role).toBeNull();
    expect(details.adminInfo.comments[0].author).toMatchObject({ name: 'José Núñez', role: null });
    const feed = (await c.pastor({ method: 'GET', url: '/api/community/posts' })).json();
    expect(feed.items[0].author.role).toBeNull();
  });
});
