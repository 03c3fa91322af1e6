import {
  commentBodySchema,
  commentRepliesPageSchema,
  commentRepliesQuerySchema,
  likeResultSchema,
  postFeedQuerySchema,
} from '@koinonia/shared/posts/posts.schemas';
import {
  createdCommentSchema,
  feedCommentsPageSchema,
  feedCommentsQuerySchema,
  feedPageSchema,
  feedPostSchema,
} from '@koinonia/shared/posts/posts-feed.schemas';
import { routesPlugin } from '../../lib/routes.ts';
import { JSON_OR_MULTIPART, readJsonOrMultipart } from '../../plugins/uploads.ts';
import * as comments from './post-comments.service.ts';
import * as service from './posts-feed.service.ts';

/**
 * The members' app: any active member (guests included) reads the feed and likes; members and up
 * also post and comment. Deleting one's own post or comment is in posts.routes.ts. The static path
 * /community/posts/comments/{id}/replies is declared before /community/posts/{id}.
 */
export const postsFeedRoutes = routesPlugin({ tags: ['posts'], access: 'member' }, (route, deps) => {
  route.get('/community/posts', {
    summary: 'Publicaciones activas de la comunidad (app), más recientes primero',
    querystring: postFeedQuerySchema,
    ok: feedPageSchema,
    handler: (request) => service.listFeed(deps, request.caller, request.query),
  });

  route.post('/community/posts', {
    summary: 'Publicar (app; los invitados no pueden)',
    description:
      'JSON (message, type, title), o multipart/form-data con esos campos e imageFile (opcional; JPEG, PNG o WebP, hasta 10MB).',
    idempotent: true,
    consumes: JSON_OR_MULTIPART,
    created: feedPostSchema,
    handler: (request) =>
      service.createFeedPost(deps, request.caller, () => readJsonOrMultipart(request, 'imageFile')),
  });

  route.get('/community/posts/comments/:id/replies', {
    summary: 'Respuestas de un comentario (paginadas, más antiguas primero)',
    description:
      'Para leer las respuestas que siguen a las primeras 50 que muestran los comentarios: page=2 con el límite por defecto (50). Un comentario de una publicación eliminada no se encuentra.',
    querystring: commentRepliesQuerySchema,
    ok: commentRepliesPageSchema,
    handler: (request) => comments.listFeedReplies(deps, request.caller, request.params.id, request.query),
  });

  route.get('/community/posts/:id', {
    summary: 'Una publicación activa',
    ok: feedPostSchema,
    handler: (request) => service.getFeedPost(deps, request.caller, request.params.id),
  });

  route.get('/community/posts/:id/comments', {
    summary: 'Comentarios de una publicación (paginados, con sus respuestas)',
    description:
      'Comentarios principales, más recientes primero; cada uno con sus primeras 50 respuestas, más antiguas primero (repliesCount es el total).',
    querystring: feedCommentsQuerySchema,
    ok: feedCommentsPageSchema,
    handler: (request) => service.listComments(deps, request.caller, request.params.id, request.query),
  });

  route.post('/community/posts/:id/comments', {
    summary: 'Comentar o responder (los invitados no pueden)',
    description:
      'Con parentId responde a un comentario; la respuesta a una respuesta va al comentario principal.',
    idempotent: true,
    body: commentBodySchema,
    created: createdCommentSchema,
    handler: (request) => service.addComment(deps, request.caller, request.params.id, request.body),
  });

  route.post('/community/posts/:id/like', {
    summary: 'Dar o quitar «me gusta»',
    ok: likeResultSchema,
    handler: (request) => service.toggleLike(deps, request.caller, request.params.id),
  });
});
