import { beforeAll, describe, expect, it } from 'vitest';
import { type Call, usePostsFeedTestApp, validPost } from './posts-feed.test-kit.ts';

// Who may call the members' side of posts: guests read and like but neither post nor comment, an
// inactive member and a caller without a session are refused, another community's ids and deleted
// posts are not found; every refusal leaves posts, comments and likes as they were.

const { kit, member, guest, inactive, pastorB, memberB, createPost, comment, softDelete, snapshot } =
  usePostsFeedTestApp();

let post: { id: string };
let deleted: { id: string };
let topComment: { id: string };
let postB: { id: string };
let commentB: { id: string };
beforeAll(async () => {
  post = await createPost();
  topComment = await comment(post.id, 'Bendiciones');
  deleted = await createPost();
  await comment(deleted.id, 'Antes de eliminarla');
  await softDelete(deleted.id);
  postB = await createPost({}, memberB);
  commentB = await comment(postB.id, 'En la otra comunidad', undefined, memberB);
});

const nobody: Call = (o) => kit.t.app.inject(o);

describe('a guest', () => {
  it('reads the feed, a post and its comments', async () => {
    const list = await guest({ method: 'GET', url: '/api/community/posts' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((p: { id: string }) => p.id)).toContain(post.id);
    expect((await guest({ method: 'GET', url: `/api/community/posts/${post.id}` })).statusCode).toBe(200);
    const comments = await guest({ method: 'GET', url: `/api/community/posts/${post.id}/comments` });
    expect(comments.statusCode).toBe(200);
    expect(comments.json().items).toHaveLength(1);
  });

  it('likes and unlikes', async () => {
    const url = `/api/community/posts/${post.id}/like`;
    expect((await guest({ method: 'POST', url })).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await guest({ method: 'POST', url })).json()).toEqual({ liked: false, likesCount: 0 });
  });

  it('cannot post, comment or reply: 403 with the Spanish message, nothing changed', async () => {
    const before = await snapshot();
    for (const [url, payload] of [
      ['/api/community/posts', validPost()],
      [`/api/community/posts/${post.id}/comments`, { content: 'Amén' }],
      [`/api/community/posts/${post.id}/comments`, { content: 'Amén', parentId: topComment.id }],
    ] as const) {
      const res = await guest({ method: 'POST', url, payload });
      expect(res.statusCode, `${url} ${res.body}`).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'No tienes permisos para realizar esta acción',
      });
    }
    expect(await snapshot()).toEqual(before);
  });
});

const everyRoute = () =>
  [
    ['GET', '/api/community/posts', undefined],
    ['POST', '/api/community/posts', validPost()],
    ['GET', `/api/community/posts/${post.id}`, undefined],
    ['GET', `/api/community/posts/${post.id}/comments`, undefined],
    ['POST', `/api/community/posts/${post.id}/comments`, { content: 'Hola' }],
    ['POST', `/api/community/posts/${post.id}/like`, undefined],
  ] as const;

describe('without an active membership', () => {
  it('an inactive member is refused (401, membership inactive) on every route, nothing changed', async () => {
    const before = await snapshot();
    for (const [method, url, payload] of everyRoute()) {
      const res = await inactive({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe(
        'Tu membresía en la comunidad está inactiva. Contacta al administrador.',
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('no session is a 401 on every route, nothing changed', async () => {
    const before = await snapshot();
    for (const [method, url, payload] of everyRoute()) {
      const res = await nobody({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('isolation and deleted posts', () => {
  const notFound = async (call: Call, id: string, parentId?: string) => {
    const before = await snapshot();
    for (const [method, url, payload] of [
      ['GET', `/api/community/posts/${id}`, undefined],
      ['GET', `/api/community/posts/${id}/comments`, undefined],
      ['POST', `/api/community/posts/${id}/like`, undefined],
      ['POST', `/api/community/posts/${id}/comments`, { content: 'Hola', ...(parentId ? { parentId } : {}) }],
    ] as const) {
      const res = await call({ method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        code: 'POST_NOT_FOUND',
        message: 'El post solicitado no fue encontrado.',
      });
    }
    expect(await snapshot()).toEqual(before);
  };

  it("another community's post is not found (read, comments, like, comment), nothing changed", async () => {
    await notFound(member, postB.id);
    // Also for the other community's pastor.
    await notFound(pastorB, post.id);
  });

  it('a deleted post is not found on every member route, and leaves the feed', async () => {
    await notFound(member, deleted.id);
    const list = (await member({ method: 'GET', url: '/api/community/posts?limit=100' })).json();
    expect(list.items.map((p: { id: string }) => p.id)).not.toContain(deleted.id);
  });

  it("the author's own soft delete (DELETE /community/posts/{id}) takes the post out of every member read", async () => {
    const mine = await createPost();
    const del = await member({ method: 'DELETE', url: `/api/community/posts/${mine.id}` });
    expect(del.statusCode, del.body).toBe(200);
    await notFound(pastorB, mine.id);
    await notFound(member, mine.id);
  });

  it("another community's comment as parent is not found, nothing changed", async () => {
    const before = await snapshot();
    const res = await member({
      method: 'POST',
      url: `/api/community/posts/${post.id}/comments`,
      payload: { content: 'Hola', parentId: commentB.id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('COMMENT_NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });

  it("each community's feed shows only its own posts", async () => {
    const b = (await memberB({ method: 'GET', url: '/api/community/posts?limit=100' })).json();
    expect(b.items.map((p: { id: string }) => p.id)).toEqual([postB.id]);
    expect(b.items.every((p: { communityId: string }) => p.communityId === kit.cast.b.community.id)).toBe(
      true,
    );
  });
});
