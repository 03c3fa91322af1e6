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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchemas } from '../../lib/openapi.ts';
import { documentedIn } from '../../lib/route-doc.ts';
import { depsOf } from '../../lib/service-deps.ts';
import { idempotent } from '../../plugins/idempotency.ts';
import { JSON_OR_MULTIPART, readMultipart } from '../../plugins/uploads.ts';
import * as service from './news.service.ts';
import * as moves from './news-move.service.ts';

const idParams = z.object({ id: z.string() });
const tags = ['news'];
const documented = documentedIn(tags);

/** The body of a create or update: JSON, or multipart text fields plus an optional imageFile. */
async function readNewsBody(request: FastifyRequest): Promise<{ data: unknown; image?: Buffer }> {
  if (request.isMultipart()) {
    const form = await readMultipart(request, 'imageFile');
    return { data: form.fields, image: form.file?.buffer };
  }
  return { data: request.body ?? {} };
}

const newsBodyDoc = {
  consumes: JSON_OR_MULTIPART,
  description:
    'JSON, or multipart/form-data with the text fields (title, summary, content, priority, imageAlt, isActive, publishedAt, eventTime, location, contactPerson, whatsappNumber, viewType, isSliceCard, category, tags) plus imageFile (JPEG, PNG or WebP, at most 10MB).',
};

/** News: the dashboard (pastors and helpers) writes; any member reads active news (the mobile app). */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = { onRequest: app.guard('dashboard') };
  const member = { onRequest: app.guard('member') };
  const deps = depsOf(app);

  app.get(
    '/community/news',
    documented(
      member,
      { summary: 'Noticias (paginado, con filtros)', querystring: newsQuerySchema },
      { 200: newsPageSchema },
      [400, 401, 403],
    ),
    (request) => service.listNews(deps, request.caller, request.query),
  );

  app.get(
    '/community/news/categories',
    {
      ...member,
      schema: {
        tags,
        summary: 'Categorías con su número de noticias',
        response: { 200: z.array(newsCategorySchema) },
      },
    },
    (request) => service.categories(deps, request.caller),
  );

  app.get(
    '/community/news/tags',
    {
      ...member,
      schema: {
        tags,
        summary: 'Etiquetas con su número de noticias',
        response: { 200: z.array(newsTagSchema) },
      },
    },
    (request) => service.tags(deps, request.caller),
  );

  app.get(
    '/community/news/home-slice',
    {
      ...member,
      schema: {
        tags,
        summary: 'Tarjetas del inicio de la app móvil (null donde no hay noticia)',
        response: { 200: z.array(newsItemSchema.nullable()) },
      },
    },
    (request) => service.homeSlice(deps, request.caller),
  );

  app.post(
    '/community/news/process-image',
    {
      ...dashboard,
      bodyLimit: PROCESS_IMAGE_MAX_BODY,
      schema: {
        tags,
        summary: 'Procesar una imagen (máx. 800x600, JPEG, hasta 500KB)',
        body: processImageBodySchema,
        response: { 200: processedImageSchema, ...errorSchemas(400, 403, 413) },
      },
    },
    (request) => service.processImagePreview(deps, request.caller, request.body.imageBase64),
  );

  app.get(
    '/community/news/:id',
    documented(member, { summary: 'Una noticia', params: idParams }, { 200: newsItemSchema }, [404]),
    (request) => service.getNews(deps, request.caller, request.params.id),
  );

  app.post(
    '/community/news',
    documented(
      { ...dashboard, ...idempotent },
      { summary: 'Crear noticia', ...newsBodyDoc },
      { 201: newsItemSchema },
      [400, 403, 413],
    ),
    async (request, reply) => {
      const { data, image } = await readNewsBody(request);
      return reply.status(201).send(await service.createNews(deps, request.caller, data, image));
    },
  );

  app.patch(
    '/community/news/:id',
    documented(
      dashboard,
      { summary: 'Editar noticia', ...newsBodyDoc, params: idParams },
      { 200: newsItemSchema },
      [400, 403, 404, 413],
    ),
    async (request) => {
      const { data, image } = await readNewsBody(request);
      return service.updateNews(deps, request.caller, request.params.id, data, image);
    },
  );

  app.patch(
    '/community/news/:id/priority',
    documented(
      dashboard,
      { summary: 'Cambiar la prioridad', params: idParams, body: priorityBodySchema },
      { 200: newsItemSchema },
      [400, 403, 404],
    ),
    (request) => service.setPriority(deps, request.caller, request.params.id, request.body.priority),
  );

  app.put(
    '/community/news/:id/position',
    documented(
      dashboard,
      {
        summary: 'Mover una noticia en la tabla (arrastrar y soltar)',
        description:
          'Coloca la noticia entre `afterId` (la que queda justo encima) y `beforeId` (la de justo debajo), null en un extremo. Toma la prioridad dada o la suya ajustada a la de sus vecinas, y su lugar entre ellas; las demás noticias no cambian. 409 si la lista cambió (las vecinas ya no están en ese orden).',
        params: idParams,
        body: newsPositionBodySchema,
      },
      { 200: newsItemSchema },
      [400, 403, 404, 409],
    ),
    (request) => moves.moveNews(deps, request.caller, request.params.id, request.body),
  );

  app.delete(
    '/community/news/:id',
    documented(dashboard, { summary: 'Eliminar noticia', params: idParams }, { 204: z.null() }, [403, 404]),
    async (request, reply) => {
      await service.deleteNews(deps, request.caller, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
