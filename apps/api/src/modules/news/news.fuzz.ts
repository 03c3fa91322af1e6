import { newsFieldsSchema, newsPatchSchema } from '@koinonia/shared/news/news.schemas';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { news } from '../../db/schema.ts';
import type { FuzzPiece } from '../../test/fuzz-kit.ts';

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
  async replenish({ db, a, pastorA, next }) {
    while ((await db.select({ id: news.id }).from(news).where(eq(news.communityId, a))).length < 4) {
      const n = next();
      const res = await pastorA({
        method: 'POST',
        url: '/api/community/news',
        payload: {
          title: `Noticia de prueba número ${n}`,
          summary: 'Un resumen suficientemente largo para la noticia',
          content: 'Contenido de la noticia con todos los detalles que la comunidad necesita conocer.',
          priority: 1 + (n % 4),
          tags: ['domingo'],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  },
  async pools({ db, pool }) {
    for (const row of await db.select({ id: news.id }).from(news)) pool('news').add(row.id);
  },
};
