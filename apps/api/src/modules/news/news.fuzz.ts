import { newsFieldsSchema, newsPatchSchema } from '@koinonia/shared/news/news.schemas';
import { eq } from 'drizzle-orm';
import { news } from '../../db/schema.ts';
import { addToPool, createAsPastor, type FuzzPiece, replenishTo } from '../../test/fuzz-kit.ts';

const newsForm = {
  title: 'Vigilia de oración por la ciudad',
  summary: 'Una noche entera de oración y alabanza',
  content: 'Te invitamos a una noche de oración, adoración y comunión con toda la iglesia.',
  priority: '2',
};

export const fuzzing: FuzzPiece = {
  kindOf: { news: 'news' },
  undocumentedBodies: {
    'POST /api/community/news': newsFieldsSchema,
    'PATCH /api/community/news/{id}': newsPatchSchema,
  },
  multipart: {
    'POST /api/community/news': { form: newsForm },
    'PATCH /api/community/news/{id}': { form: newsForm },
  },
  async replenish(ctx) {
    await replenishTo(
      4,
      async () => (await ctx.db.select({ id: news.id }).from(news).where(eq(news.communityId, ctx.a))).length,
      async () => {
        const n = ctx.next();
        await createAsPastor(ctx, '/api/community/news', {
          title: `Noticia de prueba número ${n}`,
          summary: 'Un resumen suficientemente largo para la noticia',
          content: 'Contenido de la noticia con todos los detalles que la comunidad necesita conocer.',
          priority: 1 + (n % 4),
          tags: ['domingo'],
        });
      },
    );
  },
  async pools(ctx) {
    addToPool(ctx, 'news', await ctx.db.select({ id: news.id }).from(news));
  },
};
