import {
  commentBodySchema,
  commentRepliesPageSchema,
  commentRepliesQuerySchema,
  likeResultSchema,
  postBodySchema,
  postFeedQuerySchema,
} from '@koinonia/shared/posts/posts.schemas';
import {
  createdCommentSchema,
  feedCommentsPageSchema,
  feedCommentsQuerySchema,
  feedPageSchema,
  feedPostSchema,
} from '@koinonia/shared/posts/posts-feed.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentedIn } from '../../lib/route-doc.ts';
import { depsOf } from '../../lib/service-deps.ts';
import { idempotent } from '../../plugins/idempotency.ts';
import * as comments from './post-comments.service.ts';
import * as service from './posts-feed.service.ts';

const idParams = z.object({ id: z.string() });
const tags = ['posts'];
const documented = documentedIn(tags);

/**
 * The members' app: any active member (guests included) reads the feed and likes; members and up
 * also post and comment. Deleting one's own post or comment is in posts.routes.ts. The static path
 * /community/posts/comments/{id}/replies is declared before /community/posts/{id}.
 */
export const postsFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.guard('member') };
  const deps = depsOf(app);

  app.get(
    '/community/posts',
    documented(
      member,
      {
        summary: 'Publicaciones activas de la comunidad (app), más recientes primero',
        querystring: postFeedQuerySchema,
      },
      { 200: feedPageSchema },
      [400, 401, 403],
    ),
    (request) => service.listFeed(deps, request.caller, request.query),
  );

  app.post(
    '/community/posts',
    documented(
      { ...member, ...idempotent },
      { summary: 'Publicar (app; los invitados no pueden)', body: postBodySchema },
      { 201: feedPostSchema },
      [400, 401, 403],
    ),
    async (request, reply) =>
      reply.status(201).send(await service.createFeedPost(deps, request.caller, request.body)),
  );

  app.get(
    '/community/posts/comments/:id/replies',
    documented(
      member,
      {
        summary: 'Respuestas de un comentario (paginadas, más antiguas primero)',
        description:
          'Para leer las respuestas que siguen a las primeras 50 que muestran los comentarios: page=2 con el límite por defecto (50). Un comentario de una publicación eliminada no se encuentra.',
        params: idParams,
        querystring: commentRepliesQuerySchema,
      },
      { 200: commentRepliesPageSchema },
      [400, 401, 403, 404],
    ),
    (request) => comments.listFeedReplies(deps, request.caller, request.params.id, request.query),
  );

  app.get(
    '/community/posts/:id',
    documented(
      member,
      { summary: 'Una publicación activa', params: idParams },
      { 200: feedPostSchema },
      [401, 403, 404],
    ),
    (request) => service.getFeedPost(deps, request.caller, request.params.id),
  );

  app.get(
    '/community/posts/:id/comments',
    documented(
      member,
      {
        summary: 'Comentarios de una publicación (paginados, con sus respuestas)',
        description:
          'Comentarios principales, más recientes primero; cada uno con sus primeras 50 respuestas, más antiguas primero (repliesCount es el total).',
        params: idParams,
        querystring: feedCommentsQuerySchema,
      },
      { 200: feedCommentsPageSchema },
      [400, 401, 403, 404],
    ),
    (request) => service.listComments(deps, request.caller, request.params.id, request.query),
  );

  app.post(
    '/community/posts/:id/comments',
    documented(
      { ...member, ...idempotent },
      {
        summary: 'Comentar o responder (los invitados no pueden)',
        description:
          'Con parentId responde a un comentario; la respuesta a una respuesta va al comentario principal.',
        params: idParams,
        body: commentBodySchema,
      },
      { 201: createdCommentSchema },
      [400, 401, 403, 404],
    ),
    async (request, reply) =>
      reply.status(201).send(await service.addComment(deps, request.caller, request.params.id, request.body)),
  );

  app.post(
    '/community/posts/:id/like',
    documented(
      member,
      { summary: 'Dar o quitar «me gusta»', params: idParams },
      { 200: likeResultSchema },
      [401, 403, 404],
    ),
    (request) => service.toggleLike(deps, request.caller, request.params.id),
  );
};
