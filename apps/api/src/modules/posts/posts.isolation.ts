import { expect } from 'vitest';
import { communityPosts, postComments, postLikes } from '../../db/schema.ts';
import { as, snapshotRows } from '../../test/factories.ts';
import type { IsolationPiece } from '../../test/isolation-kit.ts';

/** Community A's post (with a comment, a reply and a like), a deleted post, and B's own post. */
export const isolation: IsolationPiece = async ({ app, db, cast, created }) => {
  const a = as(app, cast.a.tokens.member);
  const message = 'Testimonio privado de la comunidad Alfa';
  const post = await created(a, '/api/community/posts', { message });
  const comment = await created(a, `/api/community/posts/${post}/comments`, { content: 'Amén' });
  const reply = await created(a, `/api/community/posts/${post}/comments`, {
    content: 'Gloria a Dios',
    parentId: comment,
  });
  expect((await a({ method: 'POST', url: `/api/community/posts/${post}/like` })).statusCode).toBe(200);
  const deleted = await created(a, '/api/community/posts', { message: 'Otra publicación de Alfa' });
  const deletedComment = await created(a, `/api/community/posts/${deleted}/comments`, {
    content: 'Comentario de una publicación eliminada',
  });
  expect((await a({ method: 'DELETE', url: `/api/community/posts/${deleted}` })).statusCode).toBe(200);
  const postB = await created(as(app, cast.b.tokens.member), '/api/community/posts', {
    message: 'Publicación de Beta',
  });
  return {
    snapshot: async () => ({
      ...(await snapshotRows(db, { communityPosts, postComments })),
      postLikes: await db.select().from(postLikes).orderBy(postLikes.postId, postLikes.userId),
    }),
    secrets: [message, post],
    // The dashboard's routes, the app's, and both replies routes.
    foreign: [
      { method: 'GET', url: `/api/admin/community/posts/${post}/details` },
      { method: 'GET', url: `/api/admin/community/posts/${deleted}/details` },
      { method: 'PATCH', url: `/api/admin/community/posts/${deleted}/restore` },
      { method: 'DELETE', url: `/api/admin/community/posts/${post}/force` },
      { method: 'DELETE', url: `/api/community/posts/${post}` },
      { method: 'DELETE', url: `/api/community/posts/comments/${comment}` },
      { method: 'DELETE', url: `/api/community/posts/comments/${reply}` },
      { method: 'GET', url: `/api/community/posts/${post}` },
      { method: 'GET', url: `/api/community/posts/${post}/comments` },
      { method: 'POST', url: `/api/community/posts/${post}/comments`, payload: { content: 'Hola' } },
      {
        method: 'POST',
        url: `/api/community/posts/${post}/comments`,
        payload: { content: 'Hola', parentId: comment },
      },
      { method: 'POST', url: `/api/community/posts/${post}/like` },
      { method: 'GET', url: `/api/admin/community/posts/comments/${comment}/replies` },
      { method: 'GET', url: `/api/admin/community/posts/comments/${deletedComment}/replies` },
      { method: 'GET', url: `/api/community/posts/comments/${comment}/replies` },
      // B's own post, answering a comment of A's.
      {
        method: 'POST',
        url: `/api/community/posts/${postB}/comments`,
        payload: { content: 'Hola', parentId: comment },
      },
    ],
    reads: [
      { call: { method: 'GET', url: '/api/admin/community/posts?includeDeleted=true&limit=100' } },
      { call: { method: 'GET', url: '/api/admin/community/posts/authors?includeDeleted=true' } },
      {
        call: { method: 'GET', url: '/api/admin/community/posts/author-options?limit=100' },
        check: (res) =>
          expect(res.json().items.map((p: { id: string }) => p.id)).toEqual([cast.b.member.user.id]),
      },
      {
        call: { method: 'GET', url: '/api/community/posts?limit=100' },
        check: (res) => expect(res.json().items.map((p: { id: string }) => p.id)).toEqual([postB]),
      },
    ],
    after: [
      {
        call: { method: 'GET', url: '/api/admin/community/posts/stats' },
        check: (res) =>
          expect(res.json()).toMatchObject({
            totalPosts: 1,
            totalDeleted: 0,
            totalLikes: 0,
            totalComments: 0,
          }),
      },
    ],
  };
};
