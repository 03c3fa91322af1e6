import {
  commentDeletedSchema,
  commentRepliesPageSchema,
  commentRepliesQuerySchema,
  postAuthorsPageSchema,
  postDetailsQuerySchema,
  postDetailsSchema,
  postSchema,
  postStatsSchema,
  postsPageSchema,
  postsQuerySchema,
  postTypesResponseSchema,
} from '@koinonia/shared/posts/posts.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentedIn } from '../../lib/route-doc.ts';
import { depsOf } from '../../lib/service-deps.ts';
import { idempotent } from '../../plugins/idempotency.ts';
import { MULTIPART_ONLY, readMultipart } from '../../plugins/uploads.ts';
import * as comments from './post-comments.service.ts';
import * as service from './posts.service.ts';
import * as write from './posts-write.service.ts';

const idParams = z.object({ id: z.string() });
const tags = ['posts'];
const documented = documentedIn(tags);

/**
 * Community posts, the administration side: the dashboard (pastors and helpers) lists, creates,
 * deletes and restores; only pastors delete for good. The app's feed is in posts-feed.routes.ts.
 * Static paths (/stats, /authors, /types, /comments/{id}…) are declared before /{id}.
 */
export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = { onRequest: app.guard('dashboard') };
  const admin = { onRequest: app.guard('admin') };
  const member = { onRequest: app.guard('member') };
  const deps = depsOf(app);

  app.get(
    '/community/posts/types',
    documented(member, { summary: 'Tipos de publicación' }, { 200: postTypesResponseSchema }, [401, 403]),
    () => service.postTypeList(),
  );

  app.get(
    '/admin/community/posts/stats',
    documented(
      dashboard,
      { summary: 'Estadísticas de publicaciones (activas; eliminadas aparte)' },
      { 200: postStatsSchema },
      [401, 403],
    ),
    (request) => service.stats(deps, request.caller),
  );

  app.get(
    '/admin/community/posts/authors',
    documented(
      dashboard,
      {
        summary: 'Publicaciones por autor (paginado, con totales y sus 6 publicaciones más recientes)',
        querystring: postsQuerySchema,
      },
      { 200: postAuthorsPageSchema },
      [400, 401, 403],
    ),
    (request) => service.authors(deps, request.caller, request.query),
  );

  app.get(
    '/admin/community/posts',
    documented(
      dashboard,
      {
        summary: 'Publicaciones (más recientes primero, paginado, con filtros)',
        querystring: postsQuerySchema,
      },
      { 200: postsPageSchema },
      [400, 401, 403],
    ),
    (request) => service.listPosts(deps, request.caller, request.query),
  );

  app.post(
    '/admin/community/posts',
    documented(
      { ...dashboard, ...idempotent },
      {
        summary: 'Crear publicación',
        consumes: MULTIPART_ONLY,
        description:
          'multipart/form-data: message (1-1000), type (por defecto ANNOUNCEMENT), title (opcional, hasta 100) e imageFile (opcional; JPEG, PNG o WebP, hasta 10MB).',
      },
      { 201: postSchema },
      [400, 401, 403, 413],
    ),
    async (request, reply) => {
      const post = await write.createPost(deps, request.caller, () => readMultipart(request, 'imageFile'));
      return reply.status(201).send(post);
    },
  );

  app.get(
    '/admin/community/posts/comments/:id/replies',
    documented(
      dashboard,
      {
        summary:
          'Respuestas de un comentario (paginadas, más antiguas primero; también de publicaciones eliminadas)',
        description:
          'Para leer las respuestas que siguen a las primeras 50 que muestran los detalles: page=2 con el límite por defecto (50).',
        params: idParams,
        querystring: commentRepliesQuerySchema,
      },
      { 200: commentRepliesPageSchema },
      [400, 401, 403, 404],
    ),
    (request) => comments.listReplies(deps, request.caller, request.params.id, request.query),
  );

  app.get(
    '/admin/community/posts/:id/details',
    documented(
      dashboard,
      {
        summary: 'Detalles de una publicación (información de administración y comentarios)',
        params: idParams,
        querystring: postDetailsQuerySchema,
      },
      { 200: postDetailsSchema },
      [400, 401, 403, 404],
    ),
    (request) => service.details(deps, request.caller, request.params.id, request.query),
  );

  app.patch(
    '/admin/community/posts/:id/restore',
    documented(
      dashboard,
      { summary: 'Restaurar una publicación eliminada', params: idParams },
      { 200: postSchema },
      [401, 403, 404],
    ),
    (request) => write.restore(deps, request.caller, request.params.id),
  );

  app.delete(
    '/admin/community/posts/:id/force',
    documented(
      admin,
      {
        summary: 'Eliminar una publicación definitivamente (con comentarios, me gusta e imagen)',
        params: idParams,
      },
      { 204: z.null() },
      [401, 403, 404],
    ),
    async (request, reply) => {
      await write.forceDelete(deps, request.caller, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/community/posts/comments/:id',
    documented(
      member,
      { summary: 'Eliminar un comentario y sus respuestas (el panel, o su autor)', params: idParams },
      { 200: commentDeletedSchema },
      [401, 403, 404],
    ),
    (request) => comments.deleteComment(deps, request.caller, request.params.id),
  );

  app.delete(
    '/community/posts/:id',
    documented(
      member,
      { summary: 'Eliminar una publicación (borrado suave; el panel, o su autor)', params: idParams },
      { 200: postSchema },
      [401, 403, 404],
    ),
    (request) => write.softDelete(deps, request.caller, request.params.id),
  );
};
