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
import { errorSchemas } from '../../lib/openapi.ts';
import { depsOf } from '../../lib/service-deps.ts';
import { idempotent } from '../../plugins/idempotency.ts';
import { MULTIPART_ONLY, readMultipart } from '../../plugins/uploads.ts';
import * as comments from './post-comments.service.ts';
import * as service from './posts.service.ts';
import * as write from './posts-write.service.ts';

const idParams = z.object({ id: z.string() });
const tags = ['posts'];

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
    {
      ...member,
      schema: {
        tags,
        summary: 'Tipos de publicación',
        response: { 200: postTypesResponseSchema, ...errorSchemas(401, 403) },
      },
    },
    () => service.postTypeList(),
  );

  app.get(
    '/admin/community/posts/stats',
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Estadísticas de publicaciones (activas; eliminadas aparte)',
        response: { 200: postStatsSchema, ...errorSchemas(401, 403) },
      },
    },
    (request) => service.stats(deps, request.caller),
  );

  app.get(
    '/admin/community/posts/authors',
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Publicaciones por autor (paginado, con totales y sus 6 publicaciones más recientes)',
        querystring: postsQuerySchema,
        response: { 200: postAuthorsPageSchema, ...errorSchemas(400, 401, 403) },
      },
    },
    (request) => service.authors(deps, request.caller, request.query),
  );

  app.get(
    '/admin/community/posts',
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Publicaciones (más recientes primero, paginado, con filtros)',
        querystring: postsQuerySchema,
        response: { 200: postsPageSchema, ...errorSchemas(400, 401, 403) },
      },
    },
    (request) => service.listPosts(deps, request.caller, request.query),
  );

  app.post(
    '/admin/community/posts',
    {
      ...dashboard,
      ...idempotent,
      schema: {
        tags,
        summary: 'Crear publicación',
        consumes: MULTIPART_ONLY,
        description:
          'multipart/form-data: message (1-1000), type (por defecto ANNOUNCEMENT), title (opcional, hasta 100) e imageFile (opcional; JPEG, PNG o WebP, hasta 10MB).',
        response: { 201: postSchema, ...errorSchemas(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const post = await write.createPost(deps, request.caller, () => readMultipart(request, 'imageFile'));
      return reply.status(201).send(post);
    },
  );

  app.get(
    '/admin/community/posts/comments/:id/replies',
    {
      ...dashboard,
      schema: {
        tags,
        summary:
          'Respuestas de un comentario (paginadas, más antiguas primero; también de publicaciones eliminadas)',
        description:
          'Para leer las respuestas que siguen a las primeras 50 que muestran los detalles: page=2 con el límite por defecto (50).',
        params: idParams,
        querystring: commentRepliesQuerySchema,
        response: { 200: commentRepliesPageSchema, ...errorSchemas(400, 401, 403, 404) },
      },
    },
    (request) => comments.listReplies(deps, request.caller, request.params.id, request.query),
  );

  app.get(
    '/admin/community/posts/:id/details',
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Detalles de una publicación (información de administración y comentarios)',
        params: idParams,
        querystring: postDetailsQuerySchema,
        response: { 200: postDetailsSchema, ...errorSchemas(400, 401, 403, 404) },
      },
    },
    (request) => service.details(deps, request.caller, request.params.id, request.query),
  );

  app.patch(
    '/admin/community/posts/:id/restore',
    {
      ...dashboard,
      schema: {
        tags,
        summary: 'Restaurar una publicación eliminada',
        params: idParams,
        response: { 200: postSchema, ...errorSchemas(401, 403, 404) },
      },
    },
    (request) => write.restore(deps, request.caller, request.params.id),
  );

  app.delete(
    '/admin/community/posts/:id/force',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Eliminar una publicación definitivamente (con comentarios, me gusta e imagen)',
        params: idParams,
        response: { 204: z.null(), ...errorSchemas(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await write.forceDelete(deps, request.caller, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/community/posts/comments/:id',
    {
      ...member,
      schema: {
        tags,
        summary: 'Eliminar un comentario y sus respuestas (el panel, o su autor)',
        params: idParams,
        response: { 200: commentDeletedSchema, ...errorSchemas(401, 403, 404) },
      },
    },
    (request) => comments.deleteComment(deps, request.caller, request.params.id),
  );

  app.delete(
    '/community/posts/:id',
    {
      ...member,
      schema: {
        tags,
        summary: 'Eliminar una publicación (borrado suave; el panel, o su autor)',
        params: idParams,
        response: { 200: postSchema, ...errorSchemas(401, 403, 404) },
      },
    },
    (request) => write.softDelete(deps, request.caller, request.params.id),
  );
};
