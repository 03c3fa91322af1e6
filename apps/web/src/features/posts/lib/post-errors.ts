import { withMessage } from '@koinonia/ui/api-client';

/** The posts service's messages (spec section 8), verbatim. */
export const postServiceMessages = {
  unauthorized: 'No autorizado. Por favor, inicia sesión nuevamente.',
  forbidden: 'No tienes permisos para realizar esta acción.',
  notFound: 'El post solicitado no fue encontrado.',
  server: 'Error interno del servidor. Intenta nuevamente.',
  offline: 'No se pudo conectar con el servidor. Verifica tu conexión.',
} as const;

/** The UI's fallbacks in the page's danger banner (spec section 8). */
export const postFallbacks = {
  load: 'Error cargando datos',
  details: 'Error cargando detalles',
  comments: 'Error cargando comentarios',
  replies: 'Error cargando respuestas',
  deleteComment: 'Error eliminando comentario',
  deletePost: 'Error eliminando post',
  restorePost: 'Error restaurando post',
  create: 'Error creando el post',
  searchAuthors: 'No se pudieron buscar los autores',
} as const;

/**
 * The message of a failed posts call by its HTTP status (spec section 8): 401, 403, 404 and 500 have
 * fixed texts, no answer (status 0) says to check the connection, and any other status shows
 * 'Error {status}: {server message}'.
 */
export function postServiceMessage(status: number, serverMessage: string): string {
  switch (status) {
    case 0:
      return postServiceMessages.offline;
    case 401:
      return postServiceMessages.unauthorized;
    case 403:
      return postServiceMessages.forbidden;
    case 404:
      return postServiceMessages.notFound;
    case 500:
      return postServiceMessages.server;
    default:
      return serverMessage ? `Error ${status}: ${serverMessage}` : `Error ${status}`;
  }
}

/** The same refusal with the service's message (its status, code and field issues kept). */
export function toPostError(error: unknown): unknown {
  return withMessage(error, (refusal) => postServiceMessage(refusal.status, refusal.message));
}
