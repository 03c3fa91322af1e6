import {
  newsCategorySchema,
  newsItemSchema,
  newsPageSchema,
  newsPositionBodySchema,
  newsQuerySchema,
  newsTagSchema,
  PROCESS_IMAGE_MAX_BODY,
  priorityBodySchema,
  processedImageSchema,
  processImageBodySchema,
} from '@koinonia/shared/news/news.schemas';
import { z } from 'zod';
import { routesPlugin } from '../../lib/routes.ts';
import { JSON_OR_MULTIPART, readJsonOrMultipart } from '../../plugins/uploads.ts';
import * as service from './news.service.ts';
import * as moves from './news-move.service.ts';

const newsBodyDoc = {
  consumes: JSON_OR_MULTIPART,
  description:
    'JSON, or multipart/form-data with the text fields (title, summary, content, priority, imageAlt, isActive, publishedAt, eventTime, location, contactPerson, whatsappNumber, viewType, isSliceCard, category, tags) plus imageFile (JPEG, PNG or WebP, at most 10MB).',
};

/** News: the dashboard (pastors and helpers) writes; any member reads active news (the mobile app). */
export const newsRoutes = routesPlugin({ tags: ['news'], access: 'dashboard' }, (route, deps) => {
  route.get('/community/news', {
    summary: 'Noticias (paginado, con filtros)',
    access: 'member',
    querystring: newsQuerySchema,
    ok: newsPageSchema,
    handler: (request) => service.listNews(deps, request.caller, request.query),
  });

  route.get('/community/news/categories', {
    summary: 'Categorías con su número de noticias',
    access: 'member',
    ok: z.array(newsCategorySchema),
    handler: (request) => service.categories(deps, request.caller),
  });

  route.get('/community/news/tags', {
    summary: 'Etiquetas con su número de noticias',
    access: 'member',
    ok: z.array(newsTagSchema),
    handler: (request) => service.tags(deps, request.caller),
  });

  route.get('/community/news/home-slice', {
    summary: 'Tarjetas del inicio de la app móvil (null donde no hay noticia)',
    access: 'member',
    ok: z.array(newsItemSchema.nullable()),
    handler: (request) => service.homeSlice(deps, request.caller),
  });

  route.post('/community/news/process-image', {
    summary: 'Procesar una imagen (máx. 800x600, JPEG, hasta 500KB)',
    bodyLimit: PROCESS_IMAGE_MAX_BODY,
    body: processImageBodySchema,
    ok: processedImageSchema,
    errors: [413],
    handler: (request) => service.processImagePreview(deps, request.caller, request.body.imageBase64),
  });

  route.get('/community/news/:id', {
    summary: 'Una noticia',
    access: 'member',
    ok: newsItemSchema,
    handler: (request) => service.getNews(deps, request.caller, request.params.id),
  });

  route.post('/community/news', {
    summary: 'Crear noticia',
    ...newsBodyDoc,
    idempotent: true,
    created: newsItemSchema,
    handler: async (request) => {
      const { data, image } = await readJsonOrMultipart(request, 'imageFile');
      return service.createNews(deps, request.caller, data, image);
    },
  });

  route.patch('/community/news/:id', {
    summary: 'Editar noticia',
    ...newsBodyDoc,
    ok: newsItemSchema,
    handler: async (request) => {
      const { data, image } = await readJsonOrMultipart(request, 'imageFile');
      return service.updateNews(deps, request.caller, request.params.id, data, image);
    },
  });

  route.patch('/community/news/:id/priority', {
    summary: 'Cambiar la prioridad',
    body: priorityBodySchema,
    ok: newsItemSchema,
    handler: (request) => service.setPriority(deps, request.caller, request.params.id, request.body.priority),
  });

  route.put('/community/news/:id/position', {
    summary: 'Mover una noticia en la tabla (arrastrar y soltar)',
    description:
      'Coloca la noticia entre `afterId` (la que queda justo encima) y `beforeId` (la de justo debajo), null en un extremo. Toma la prioridad dada o la suya ajustada a la de sus vecinas, y su lugar entre ellas; las demás noticias no cambian. 409 si la lista cambió (las vecinas ya no están en ese orden).',
    body: newsPositionBodySchema,
    ok: newsItemSchema,
    errors: [409],
    handler: (request) => moves.moveNews(deps, request.caller, request.params.id, request.body),
  });

  route.delete('/community/news/:id', {
    summary: 'Eliminar noticia',
    handler: (request) => service.deleteNews(deps, request.caller, request.params.id),
  });
});
