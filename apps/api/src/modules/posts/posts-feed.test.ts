import { FEED_LIMITS } from '@koinonia/shared/posts/posts-feed.schemas';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { communityPosts, postComments } from '../../db/schema.ts';
import { as, createMember, login } from '../../test/factories.ts';
import { multipart, pngImage } from '../../test/images.ts';
import { usePostsFeedTestApp, validPost } from './posts-feed.test-kit.ts';

// The members' app side of posts: feed, one post, create, comments and replies, likes.

const { kit, pastor, member, helper, guest, createPost, comment, softDelete, freshCommunity, likeRows } =
  usePostsFeedTestApp();

const db = () => kit.t.database.db;

describe('POST /api/community/posts (app)', () => {
  it('publishes a post of the caller, with its author, zero counters and likedByMe false', async () => {
    const res = await member({ method: 'POST', url: '/api/community/posts', payload: validPost() });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({
      communityId: kit.cast.a.community.id,
      type: 'TESTIMONY',
      title: 'Dios es fiel',
      message: validPost().message,
      imageUrl: null,
      isActive: true,
      likesCount: 0,
      commentsCount: 0,
      likedByMe: false,
      author: {
        id: kit.cast.a.member.user.id,
        name: kit.cast.a.member.user.name,
        avatar: null,
        role: 'MEMBER',
      },
    });
    expect(Date.parse(post.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('defaults the type to ANNOUNCEMENT and a blank title to null, trimming the message', async () => {
    const res = await helper({
      method: 'POST',
      url: '/api/community/posts',
      payload: { message: '  Ensayo del coro el sábado  ', title: '   ' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'ANNOUNCEMENT',
      title: null,
      message: 'Ensayo del coro el sábado',
      author: { role: 'SECTION_ADMIN' },
    });
  });

  it.each([
    ['no message', { message: undefined }, 'El mensaje es obligatorio'],
    ['a blank message', { message: '   ' }, 'El mensaje es obligatorio'],
    ['a message over 1000', { message: 'a'.repeat(1001) }, 'El mensaje no puede exceder 1000 caracteres'],
    ['a title over 100', { title: 't'.repeat(101) }, 'El título no puede exceder 100 caracteres'],
    ['an unknown type', { type: 'MEME' }, 'El tipo de publicación no es válido'],
  ])('refuses %s with the Spanish message, creating nothing', async (_name, overrides, message) => {
    const before = await db().select({ id: communityPosts.id }).from(communityPosts);
    const res = await member({ method: 'POST', url: '/api/community/posts', payload: validPost(overrides) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await db().select({ id: communityPosts.id }).from(communityPosts)).toHaveLength(before.length);
  });
});

describe('POST /api/community/posts (app) with a photo', () => {
  const form = (fields: Record<string, string>, image?: Buffer, name = 'foto.jpg', type = 'image/jpeg') =>
    multipart(fields, image ? { field: 'imageFile', name, type, data: image } : undefined);

  it('takes multipart with an imageFile: the post has its re-encoded image, served under uploads', async () => {
    const res = await member({
      method: 'POST',
      url: '/api/community/posts',
      ...form({ type: 'CELEBRATION', title: 'Bautizos', message: 'Qué alegría' }, await pngImage(640, 480)),
    });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json();
    expect(post).toMatchObject({ type: 'CELEBRATION', title: 'Bautizos', likedByMe: false });
    expect(post.imageUrl).toMatch(/\.jpg$/);
    const image = await kit.t.app.inject({ method: 'GET', url: `/uploads/community-posts/${post.imageUrl}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('takes multipart with no image, and refuses a file that is not an image with the spec’s words', async () => {
    const plain = await member({
      method: 'POST',
      url: '/api/community/posts',
      ...form({ message: 'Sin foto' }),
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ type: 'ANNOUNCEMENT', title: null, imageUrl: null });
    const before = await db().select({ id: communityPosts.id }).from(communityPosts);
    const bad = await member({
      method: 'POST',
      url: '/api/community/posts',
      ...form({ message: 'Con algo raro' }, Buffer.from('no soy una imagen'), 'nota.txt', 'text/plain'),
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().message).toBe('Solo se permiten archivos de imagen (JPEG, PNG, WebP)');
    expect(await db().select({ id: communityPosts.id }).from(communityPosts)).toHaveLength(before.length);
  });

  it('refuses a guest before reading the photo', async () => {
    const res = await guest({
      method: 'POST',
      url: '/api/community/posts',
      ...form({ message: 'Hola' }, await pngImage(100, 100)),
    });
    expect(res.statusCode, res.body).toBe(403);
  });
});

describe('GET /api/community/posts', () => {
  it('lists active posts only, newest first, paginated in SQL with true totals', async () => {
    const c = await freshCommunity();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const post = (
        await c.member({
          method: 'POST',
          url: '/api/community/posts',
          payload: validPost({ title: `P${i}` }),
        })
      ).json();
      // Published a day apart, the oldest first.
      await db()
        .update(communityPosts)
        .set({ publishedAt: new Date(Date.UTC(2026, 0, 1 + i)) })
        .where(eq(communityPosts.id, post.id));
      ids.push(post.id);
    }
    await db().update(communityPosts).set({ isActive: false }).where(eq(communityPosts.id, ids[3]!));

    const page1 = await c.member({ method: 'GET', url: '/api/community/posts?page=1&limit=2' });
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json().items.map((p: { title: string }) => p.title)).toEqual(['P4', 'P2']);
    expect(page1.json().pagination).toEqual({ page: 1, limit: 2, total: 4, hasMore: true });
    const page2 = (await c.member({ method: 'GET', url: '/api/community/posts?page=2&limit=2' })).json();
    expect(page2.items.map((p: { title: string }) => p.title)).toEqual(['P1', 'P0']);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 4, hasMore: false });
    const page3 = (await c.member({ method: 'GET', url: '/api/community/posts?page=3&limit=2' })).json();
    expect(page3.items).toEqual([]);
  });

  it('pages 12 by default, filters by type, and refuses a bad page or type', async () => {
    const c = await freshCommunity();
    await c.pastor({ method: 'POST', url: '/api/community/posts', payload: validPost({ type: 'EVENT' }) });
    await c.pastor({ method: 'POST', url: '/api/community/posts', payload: validPost({ type: 'BIRTHDAY' }) });
    const all = (await c.member({ method: 'GET', url: '/api/community/posts' })).json();
    expect(all.pagination).toEqual({ page: 1, limit: 12, total: 2, hasMore: false });
    const events = (await c.member({ method: 'GET', url: '/api/community/posts?type=EVENT' })).json();
    expect(events.items.map((p: { type: string }) => p.type)).toEqual(['EVENT']);
    const bad = await c.member({ method: 'GET', url: '/api/community/posts?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('La página debe ser al menos 1');
    const badType = await c.member({ method: 'GET', url: '/api/community/posts?type=MEME' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('El tipo de publicación no es válido');
  });

  it('tells each caller whether they liked each post (likedByMe), in the list and the read', async () => {
    const c = await freshCommunity();
    const liked = (
      await c.member({ method: 'POST', url: '/api/community/posts', payload: validPost() })
    ).json();
    const other = (
      await c.member({ method: 'POST', url: '/api/community/posts', payload: validPost() })
    ).json();
    const like = await c.member({ method: 'POST', url: `/api/community/posts/${liked.id}/like` });
    expect(like.json()).toEqual({ liked: true, likesCount: 1 });
    const mine = (await c.member({ method: 'GET', url: '/api/community/posts' })).json();
    const flags = Object.fromEntries(
      mine.items.map((p: { id: string; likedByMe: boolean; likesCount: number }) => [
        p.id,
        [p.likedByMe, p.likesCount],
      ]),
    );
    expect(flags).toEqual({ [liked.id]: [true, 1], [other.id]: [false, 0] });
    const pastors = (await c.pastor({ method: 'GET', url: '/api/community/posts' })).json();
    expect(pastors.items.every((p: { likedByMe: boolean }) => !p.likedByMe)).toBe(true);
    expect((await c.member({ method: 'GET', url: `/api/community/posts/${liked.id}` })).json()).toMatchObject(
      {
        id: liked.id,
        likedByMe: true,
        likesCount: 1,
      },
    );
  });
});

describe('GET /api/community/posts/{id}', () => {
  it('reads one active post with its author and counters', async () => {
    const post = await createPost({}, pastor);
    const res = await member({ method: 'GET', url: `/api/community/posts/${post.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...post, likedByMe: false });
  });

  it('is a 404 for an id that is not a uuid or does not exist', async () => {
    for (const id of ['nada', '00000000-0000-4000-8000-000000000000']) {
      const res = await member({ method: 'GET', url: `/api/community/posts/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'POST_NOT_FOUND',
        message: 'El post solicitado no fue encontrado.',
      });
    }
  });

  it("shows the author's avatar file name, and a null role once they left the community", async () => {
    const author = await createMember(db(), kit.cast.a.community.id, { role: 'MEMBER' });
    const call = as(kit.t.app, await login(kit.t.app, author.user.email));
    const post = await createPost({}, call);
    const { users, memberships } = await import('../../db/schema.ts');
    await db().update(users).set({ avatar: 'foto.jpg' }).where(eq(users.id, author.user.id));
    await db().update(memberships).set({ isActive: false }).where(eq(memberships.id, author.membership.id));
    const res = await member({ method: 'GET', url: `/api/community/posts/${post.id}` });
    expect(res.json().author).toEqual({
      id: author.user.id,
      name: author.user.name,
      avatar: 'foto.jpg',
      role: null,
    });
  });
});

describe('comments', () => {
  it('adds a comment and replies; a reply to a reply attaches to its top-level comment', async () => {
    const post = await createPost();
    const top = await comment(post.id, '¡Amén! Oramos contigo.');
    expect(top).toMatchObject({
      postId: post.id,
      parentId: null,
      content: '¡Amén! Oramos contigo.',
      commentsCount: 1,
      author: { id: kit.cast.a.member.user.id, role: 'MEMBER', avatar: null },
    });
    const reply = await comment(post.id, 'Gracias hermano', top.id, pastor);
    expect(reply).toMatchObject({ parentId: top.id, commentsCount: 2, author: { role: 'COMMUNITY_ADMIN' } });
    const nested = await comment(post.id, 'Yo también', reply.id, helper);
    expect(nested).toMatchObject({ parentId: top.id, commentsCount: 3 });
    const stored = await db().select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(stored[0]!.commentsCount).toBe(3);

    const list = await member({ method: 'GET', url: `/api/community/posts/${post.id}/comments` });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      items: [
        {
          id: top.id,
          postId: post.id,
          parentId: null,
          content: '¡Amén! Oramos contigo.',
          createdAt: top.createdAt,
          author: top.author,
          repliesCount: 2,
          replies: [
            {
              id: reply.id,
              postId: post.id,
              parentId: top.id,
              content: 'Gracias hermano',
              createdAt: reply.createdAt,
              author: reply.author,
            },
            {
              id: nested.id,
              postId: post.id,
              parentId: top.id,
              content: 'Yo también',
              createdAt: nested.createdAt,
              author: nested.author,
            },
          ],
        },
      ],
      pagination: { page: 1, limit: FEED_LIMITS.commentsPageSize, total: 1, hasMore: false },
    });
  });

  it('pages top-level comments newest first, and bounds the replies under each', async () => {
    const post = await createPost();
    const tops: string[] = [];
    for (let i = 0; i < 3; i++) {
      const c = await comment(post.id, `Comentario ${i}`);
      await db()
        .update(postComments)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })
        .where(eq(postComments.id, c.id));
      tops.push(c.id);
    }
    // More replies than the bound under the newest comment, inserted in one statement.
    const extra = FEED_LIMITS.repliesPerComment + 2;
    await db().execute(sql`
      insert into post_comments (community_id, post_id, author_id, parent_id, content, created_at)
      select ${kit.cast.a.community.id}, ${post.id}, ${kit.cast.a.member.user.id}, ${tops[2]}, 'Respuesta ' || g,
             timestamp '2026-02-01' + g * interval '1 minute'
      from generate_series(1, ${extra}) g`);
    const page1 = (
      await member({ method: 'GET', url: `/api/community/posts/${post.id}/comments?limit=2` })
    ).json();
    expect(page1.items.map((c: { content: string }) => c.content)).toEqual(['Comentario 2', 'Comentario 1']);
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
    const newest = page1.items[0];
    expect(newest.repliesCount).toBe(extra);
    expect(newest.replies).toHaveLength(FEED_LIMITS.repliesPerComment);
    expect(newest.replies[0].content).toBe('Respuesta 1');
    expect(newest.replies.at(-1).content).toBe(`Respuesta ${FEED_LIMITS.repliesPerComment}`);
    const page2 = (
      await member({ method: 'GET', url: `/api/community/posts/${post.id}/comments?limit=2&page=2` })
    ).json();
    expect(page2.items.map((c: { content: string }) => c.content)).toEqual(['Comentario 0']);
    expect(page2.items[0]).toMatchObject({ repliesCount: 0, replies: [] });
  });

  it.each([
    ['no content', {}, 'El comentario es obligatorio'],
    ['a blank content', { content: '  ' }, 'El comentario es obligatorio'],
    ['a content over 500', { content: 'x'.repeat(501) }, 'El comentario no puede exceder 500 caracteres'],
    [
      'a parentId that is not a uuid',
      { content: 'Hola', parentId: 'abc' },
      'El comentario al que respondes no es válido',
    ],
  ])('refuses %s with the Spanish message, changing nothing', async (_name, payload, message) => {
    const post = await createPost();
    const res = await member({ method: 'POST', url: `/api/community/posts/${post.id}/comments`, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(
      (await member({ method: 'GET', url: `/api/community/posts/${post.id}` })).json().commentsCount,
    ).toBe(0);
  });

  it('refuses a parent that is not a comment of this post (404), changing nothing', async () => {
    const post = await createPost();
    const other = await createPost();
    const foreign = await comment(other.id, 'En otra publicación');
    for (const parentId of [foreign.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await member({
        method: 'POST',
        url: `/api/community/posts/${post.id}/comments`,
        payload: { content: 'Respuesta', parentId },
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'COMMENT_NOT_FOUND', message: 'El comentario no existe' });
    }
    expect(
      (await member({ method: 'GET', url: `/api/community/posts/${post.id}` })).json().commentsCount,
    ).toBe(0);
  });
});

describe('POST /api/community/posts/{id}/like', () => {
  it('toggles: like, unlike, like again, with exact counters and one row at most', async () => {
    const post = await createPost();
    const url = `/api/community/posts/${post.id}/like`;
    expect((await member({ method: 'POST', url })).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await pastor({ method: 'POST', url })).json()).toEqual({ liked: true, likesCount: 2 });
    expect((await member({ method: 'POST', url })).json()).toEqual({ liked: false, likesCount: 1 });
    expect((await member({ method: 'POST', url })).json()).toEqual({ liked: true, likesCount: 2 });
    expect(await likeRows(post.id, kit.cast.a.member.user.id)).toHaveLength(1);
    expect(await likeRows(post.id)).toHaveLength(2);
  });

  const N = 20;
  const tally = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);

  it(`${N} toggles at once by the same person leave the counter equal to the likes (even: none)`, async () => {
    const post = await createPost();
    const url = `/api/community/posts/${post.id}/like`;
    const responses = await Promise.all(Array.from({ length: N }, () => member({ method: 'POST', url })));
    expect(new Set(tally(responses))).toEqual(new Set([200]));
    // The toggles queue on the post: each sees the previous one's result.
    expect(responses.filter((r) => r.json().liked)).toHaveLength(N / 2);
    const rows = await likeRows(post.id);
    expect(rows).toHaveLength(0);
    const read = (await member({ method: 'GET', url: `/api/community/posts/${post.id}` })).json();
    expect(read).toMatchObject({ likesCount: 0, likedByMe: false });
    expect(responses.map((r) => r.json().likesCount).sort((a, b) => a - b)).toEqual(
      Array.from({ length: N }, (_, i) => (i < N / 2 ? 0 : 1)),
    );
  });

  it(`${N} different people liking at once give exactly ${N} likes`, async () => {
    const post = await createPost();
    const url = `/api/community/posts/${post.id}/like`;
    const callers = await Promise.all(
      Array.from({ length: N }, async () => {
        const m = await createMember(db(), kit.cast.a.community.id, { role: 'MEMBER' });
        return as(kit.t.app, await login(kit.t.app, m.user.email));
      }),
    );
    const responses = await Promise.all(callers.map((call) => call({ method: 'POST', url })));
    expect(new Set(tally(responses))).toEqual(new Set([200]));
    expect(responses.every((r) => r.json().liked)).toBe(true);
    expect(responses.map((r) => r.json().likesCount).sort((a, b) => a - b)).toEqual(
      Array.from({ length: N }, (_, i) => i + 1),
    );
    expect(await likeRows(post.id)).toHaveLength(N);
    const [stored] = await db().select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(stored!.likesCount).toBe(N);
    // And all of them again at once: back to zero.
    const undo = await Promise.all(callers.map((call) => call({ method: 'POST', url })));
    expect(undo.every((r) => r.statusCode === 200 && r.json().liked === false)).toBe(true);
    const [after] = await db().select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(after!.likesCount).toBe(0);
    expect(await likeRows(post.id)).toHaveLength(0);
  });

  it(`${N} comments at once give commentsCount ${N}`, async () => {
    const post = await createPost();
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        member({
          method: 'POST',
          url: `/api/community/posts/${post.id}/comments`,
          payload: { content: `C${i}` },
        }),
      ),
    );
    expect(new Set(tally(responses))).toEqual(new Set([201]));
    const [stored] = await db().select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(stored!.commentsCount).toBe(N);
  });

  it('refuses a deleted post (404), changing nothing', async () => {
    const post = await createPost();
    await member({ method: 'POST', url: `/api/community/posts/${post.id}/like` });
    await softDelete(post.id);
    const res = await member({ method: 'POST', url: `/api/community/posts/${post.id}/like` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('POST_NOT_FOUND');
    expect(await likeRows(post.id)).toHaveLength(1);
  });
});
