import { authErrors } from './auth/auth.errors.ts';
import type { ErrorDefinition, ErrorDefinitions } from './common/error-definitions.ts';
import { communitiesErrors } from './communities/communities.errors.ts';
import { eventsErrors } from './events/events.errors.ts';
import { groupsErrors } from './groups/groups.errors.ts';
import { imageMessages } from './images/image-rules.ts';
import { invitationsErrors } from './invitations/invitations.errors.ts';
import { membersErrors } from './members/members.errors.ts';
import { newsErrors } from './news/news.errors.ts';
import { notificationsErrors } from './notifications/notifications.errors.ts';
import { postsErrors } from './posts/posts.errors.ts';
import { prayersErrors } from './prayers/prayers.errors.ts';
import { schoolErrors } from './school/school.errors.ts';

/** The errors of no one domain: sessions and roles, input, images, conflicts and failures. */
const commonErrors = {
  VALIDATION_ERROR: { status: 400, message: 'Los datos enviados no son válidos' },
  UNAUTHORIZED: { status: 401, message: 'Tu sesión ha expirado. Inicia sesión de nuevo.' },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    message: 'Demasiados intentos fallidos. Espera 15 minutos e inténtalo de nuevo.',
  },
  TOO_MANY_ATTEMPTS_LATER: {
    status: 429,
    message: 'Demasiadas solicitudes seguidas. Espera unos minutos e inténtalo de nuevo.',
  },
  FORBIDDEN: { status: 403, message: 'No tienes permisos para realizar esta acción' },
  NO_COMMUNITY: {
    status: 403,
    message: 'Tu cuenta no está asociada a ninguna comunidad. Contacta al administrador.',
  },
  ADMIN_ONLY: {
    status: 403,
    message: 'Solo los pastores (administradores de la comunidad) pueden realizar esta acción',
  },
  NOT_FOUND: { status: 404, message: 'El recurso solicitado no existe' },
  ROUTE_NOT_FOUND: { status: 404, message: 'La ruta solicitada no existe' },
  IMAGE_INVALID_TYPE: { status: 400, message: imageMessages.invalidType },
  IMAGE_TOO_LARGE: { status: 413, message: imageMessages.tooLarge },
  IMAGE_UNREADABLE: { status: 400, message: imageMessages.loadError },
  IMAGE_PROCESSED_TOO_LARGE: { status: 400, message: imageMessages.processedTooLargeDefault },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'La solicitud es demasiado grande' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'El formato de los datos enviados no es compatible con esta solicitud.',
  },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message:
      'El encabezado Idempotency-Key no es válido: debe tener entre 1 y 255 caracteres visibles, sin espacios',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message:
      'Esta solicitud repite una clave de idempotencia ya usada con otros datos. Vuelve a enviar el formulario.',
  },
  CONFLICT: {
    status: 409,
    message: 'Otra persona modificó estos datos al mismo tiempo. Actualiza e inténtalo de nuevo.',
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  },
  NOT_READY: {
    status: 503,
    message: 'El servidor no está listo para atender solicitudes. Inténtalo de nuevo en unos segundos.',
  },
  INTERNAL_ERROR: { status: 500, message: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.' },
} as const satisfies ErrorDefinitions;

/** Every error the API can answer with: the common ones, then each domain's (one line per domain). */
const errorGroups = [
  commonErrors,
  authErrors,
  communitiesErrors,
  membersErrors,
  invitationsErrors,
  groupsErrors,
  newsErrors,
  postsErrors,
  prayersErrors,
  eventsErrors,
  schoolErrors,
  notificationsErrors,
] as const;

type Merged<T> = (T extends unknown ? (part: T) => void : never) extends (part: infer I) => void ? I : never;
type Errors = Merged<(typeof errorGroups)[number]>;
export type ErrorCode = keyof Errors & string;

const errors: Record<string, ErrorDefinition> = {};
for (const group of errorGroups) {
  for (const [code, error] of Object.entries(group)) {
    if (code in errors) throw new Error(`errors: ${code} is declared twice`);
    errors[code] = error;
  }
}

/** The Spanish text a person reads for every error. */
export const errorMessages = Object.fromEntries(
  Object.entries(errors).map(([code, error]) => [code, error.message]),
) as { readonly [C in ErrorCode]: Errors[C]['message'] };

/** The HTTP status of every error. */
export const errorStatuses = Object.fromEntries(
  Object.entries(errors).map(([code, error]) => [code, error.status]),
) as { readonly [C in ErrorCode]: Errors[C]['status'] };

/** The body of every error answer. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  issues?: { path: string; message: string }[];
}
