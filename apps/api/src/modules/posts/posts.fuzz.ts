import { postBodySchema } from '@koinonia/shared/posts/posts.schemas';
import { and, eq } from 'drizzle-orm';
import { communityPosts, postComments } from '../../db/schema.ts';
import { addToPool, createAsPastor, type FuzzPiece, replenishTo } from '../../test/fuzz-kit.ts';

const postForm = { type: 'TESTIMONY', title: 'Dios es fiel', message: 'Gracias por sus oraciones' };

export const fuzzing: FuzzPiece = {
  kindOf: { posts: 'posts', comments: 'comments', parentId: 'comments', authorId: 'users' },
  undocumentedBodies: {
    'POST /api/admin/community/posts': postBodySchema,
    'POST /api/community/posts': postBodySchema,
  },
  multipart: {
    'POST /api/admin/community/posts': { form: postForm },
    'POST /api/community/posts': { form: postForm },
  },
  async replenish(ctx) {
    const activePosts = () =>
      ctx.db
        .select({ id: communityPosts.id })
        .from(communityPosts)
        .where(and(eq(communityPosts.communityId, ctx.a), eq(communityPosts.isActive, true)));
    await replenishTo(
      3,
      async () => (await activePosts()).length,
      async () => {
        const res = await createAsPastor(ctx, '/api/community/posts', {
          type: 'TESTIMONY',
          message: `Publicación de prueba número ${ctx.next()}`,
        });
        await createAsPastor(ctx, `/api/community/posts/${res.json().id}/comments`, {
          content: `Comentario de prueba ${ctx.next()}`,
        });
      },
    );
  },
  async pools(ctx) {
    addToPool(ctx, 'posts', await ctx.db.select({ id: communityPosts.id }).from(communityPosts));
    addToPool(ctx, 'comments', await ctx.db.select({ id: postComments.id }).from(postComments));
  },
};
