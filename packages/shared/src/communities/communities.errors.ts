import type { ErrorDefinitions } from '../common/error-definitions.ts';

/** The communities domain's errors: the HTTP status and the Spanish text a person reads. */
export const communitiesErrors = {
  COMMUNITY_NOT_FOUND: { status: 404, message: 'La comunidad no existe' },
  CREATE_COMMUNITY_FORBIDDEN: { status: 403, message: 'Solo Super Admins pueden crear comunidades' },
  DELETE_COMMUNITY_FORBIDDEN: { status: 403, message: 'Solo Super Admins pueden eliminar comunidades' },
} as const satisfies ErrorDefinitions;
