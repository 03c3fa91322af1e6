import { postBodySchema } from '@koinonia/shared/posts/posts.schemas';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { communityPosts, postComments } from '../../db/schema.ts';
import type { FuzzPiece } from '../../test/fuzz-kit.ts';

export const fuzzing: FuzzPiece = {
  kindOf: { posts: 'posts', comments: 'comments', parentId: 'comments', authorId: 'users' },
  undocumentedBodies: { 'POST /api/admin/community/posts': postBodySchema },
  multipart: {
    'POST /api/admin/community/posts': {
      form: { type: 'TESTIMONY', title: 'Dios es fiel', message: 'Gracias por sus oraciones' },
    },
  },
  async replenish({ db, a, pastorA, next }) {
    const activePosts = () =>
      db
        .select({ id: communityPosts.id })
        .from(communityPosts)
        .where(and(eq(communityPosts.communityId, a), eq(communityPosts.isActive, true)));
    while ((await activePosts()).length < 3) {
      const res = await pastorA({
        method: 'POST',
        url: '/api/community/posts',
        payload: { type: 'TESTIMONY', message: `Publicación de prueba número ${next()}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      const reply = await pastorA({
        method: 'POST',
        url: `/api/community/posts/${res.json().id}/comments`,
        payload: { content: `Comentario de prueba ${next()}` },
      });
      expect(reply.statusCode, reply.body).toBe(201);
    }
  },
  async pools({ db, pool }) {
    for (const row of await db.select({ id: communityPosts.id }).from(communityPosts))
      pool('posts').add(row.id);
    for (const row of await db.select({ id: postComments.id }).from(postComments))
      pool('comments').add(row.id);
  },
};
