import type { ErrorDefinitions } from '../common/error-definitions.ts';

/** The posts domain's errors: the HTTP status and the Spanish text a person reads. */
export const postsErrors = {
  POST_NOT_FOUND: { status: 404, message: 'El post solicitado no fue encontrado.' },
  COMMENT_NOT_FOUND: { status: 404, message: 'El comentario no existe' },
} as const satisfies ErrorDefinitions;
