import {
  commentDeletedSchema,
  commentRepliesPageSchema,
  commentRepliesQuerySchema,
  postAuthorOptionsQuerySchema,
  postAuthorOptionsSchema,
  postAuthorsPageSchema,
  postDetailsQuerySchema,
  postDetailsSchema,
  postSchema,
  postStatsSchema,
  postsPageSchema,
  postsQuerySchema,
  postTypesResponseSchema,
} from '@koinonia/shared/posts/posts.schemas';
import { routesPlugin } from '../../lib/routes.ts';
import { MULTIPART_ONLY, readMultipart } from '../../plugins/uploads.ts';
import * as comments from './post-comments.service.ts';
import * as service from './posts.service.ts';
import * as write from './posts-write.service.ts';

/**
 * Community posts, the administration side: the dashboard (pastors and helpers) lists, creates,
 * deletes and restores; only pastors delete for good. The app's feed is in posts-feed.routes.ts.
 * Static paths (/stats, /authors, /author-options, /types, /comments/{id}…) are declared before /{id}.
 */
export const postsRoutes = routesPlugin({ tags: ['posts'], access: 'dashboard' }, (route, deps) => {
  route.get('/community/posts/types', {
    summary: 'Tipos de publicación',
    access: 'member',
    ok: postTypesResponseSchema,
    handler: () => service.postTypeList(),
  });

  route.get('/admin/community/posts/stats', {
    summary: 'Estadísticas de publicaciones (activas; eliminadas aparte)',
    ok: postStatsSchema,
    handler: (request) => service.stats(deps, request.caller),
  });

  route.get('/admin/community/posts/authors', {
    summary: 'Publicaciones por autor (paginado, con totales y sus 6 publicaciones más recientes)',
    querystring: postsQuerySchema,
    ok: postAuthorsPageSchema,
    handler: (request) => service.authors(deps, request.caller, request.query),
  });

  route.get('/admin/community/posts/author-options', {
    summary: 'Opciones del filtro de autor: quienes tienen publicaciones (también eliminadas)',
    description:
      'Más publicaciones primero, luego la publicación más reciente; search busca en nombre, correo y documento sin distinguir tildes. hasMore indica que hay más coincidencias que limit (por defecto 8).',
    querystring: postAuthorOptionsQuerySchema,
    ok: postAuthorOptionsSchema,
    handler: (request) => service.authorOptions(deps, request.caller, request.query),
  });

  route.get('/admin/community/posts', {
    summary: 'Publicaciones (más recientes primero, paginado, con filtros)',
    querystring: postsQuerySchema,
    ok: postsPageSchema,
    handler: (request) => service.listPosts(deps, request.caller, request.query),
  });

  route.post('/admin/community/posts', {
    summary: 'Crear publicación',
    description:
      'multipart/form-data: message (1-1000), type (por defecto ANNOUNCEMENT), title (opcional, hasta 100) e imageFile (opcional; JPEG, PNG o WebP, hasta 10MB).',
    idempotent: true,
    consumes: MULTIPART_ONLY,
    created: postSchema,
    handler: (request) => write.createPost(deps, request.caller, () => readMultipart(request, 'imageFile')),
  });

  route.get('/admin/community/posts/comments/:id/replies', {
    summary:
      'Respuestas de un comentario (paginadas, más antiguas primero; también de publicaciones eliminadas)',
    description:
      'Para leer las respuestas que siguen a las primeras 50 que muestran los detalles: page=2 con el límite por defecto (50).',
    querystring: commentRepliesQuerySchema,
    ok: commentRepliesPageSchema,
    handler: (request) => comments.listReplies(deps, request.caller, request.params.id, request.query),
  });

  route.get('/admin/community/posts/:id/details', {
    summary: 'Detalles de una publicación (información de administración y comentarios)',
    querystring: postDetailsQuerySchema,
    ok: postDetailsSchema,
    handler: (request) => service.details(deps, request.caller, request.params.id, request.query),
  });

  route.patch('/admin/community/posts/:id/restore', {
    summary: 'Restaurar una publicación eliminada',
    ok: postSchema,
    handler: (request) => write.restore(deps, request.caller, request.params.id),
  });

  route.delete('/admin/community/posts/:id/force', {
    summary: 'Eliminar una publicación definitivamente (con comentarios, me gusta e imagen)',
    access: 'admin',
    handler: (request) => write.forceDelete(deps, request.caller, request.params.id),
  });

  route.delete('/community/posts/comments/:id', {
    summary: 'Eliminar un comentario y sus respuestas (el panel, o su autor)',
    access: 'member',
    ok: commentDeletedSchema,
    handler: (request) => comments.deleteComment(deps, request.caller, request.params.id),
  });

  route.delete('/community/posts/:id', {
    summary: 'Eliminar una publicación (borrado suave; el panel, o su autor)',
    access: 'member',
    ok: postSchema,
    handler: (request) => write.softDelete(deps, request.caller, request.params.id),
  });
});
