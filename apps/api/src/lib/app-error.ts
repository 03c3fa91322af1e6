import { type ErrorCode, errorMessages } from '@koinonia/shared/errors';

/**
 * The HTTP status of every error code. `satisfies` makes it total: a code added to errorMessages
 * without its status here fails the typecheck.
 */
const statusByCode = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  MEMBERSHIP_INACTIVE: 403,
  TOO_MANY_ATTEMPTS: 429,
  TOO_MANY_ATTEMPTS_LATER: 429,
  FORBIDDEN: 403,
  NO_COMMUNITY: 403,
  ADMIN_ONLY: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  MEMBERSHIP_NOT_FOUND: 404,
  COMMUNITY_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  DOCUMENT_TAKEN: 409,
  ALREADY_ACTIVE_MEMBER: 409,
  ALREADY_ACTIVE: 409,
  ALREADY_INACTIVE: 409,
  SELF_DEACTIVATION: 409,
  SELF_ROLE_CHANGE: 409,
  LAST_PASTOR: 409,
  CREATE_COMMUNITY_FORBIDDEN: 403,
  DELETE_COMMUNITY_FORBIDDEN: 403,
  SECTOR_NOT_FOUND: 404,
  GROUP_NOT_FOUND: 404,
  SECTOR_HAS_GROUPS: 409,
  SECTOR_INACTIVE: 400,
  LEADER_NOT_MEMBER: 404,
  CO_LEADER_NOT_MEMBER: 404,
  NEWS_NOT_FOUND: 404,
  POST_NOT_FOUND: 404,
  COMMENT_NOT_FOUND: 404,
  PRAYER_NOT_FOUND: 404,
  TESTIMONY_EXISTS: 409,
  TESTIMONY_NOT_FOUND: 404,
  PRAYER_ANONYMITY_FORBIDDEN: 403,
  EVENT_DATE_IN_PAST: 400,
  EVENT_NOT_FOUND: 404,
  EVENT_MOMENT_IN_PAST: 400,
  EVENT_IMAGE_TOO_LARGE: 413,
  EVENT_CLOSED: 409,
  EVENT_REGISTRATION_CLOSED: 409,
  EVENT_FULL: 409,
  IMAGE_INVALID_TYPE: 400,
  IMAGE_TOO_LARGE: 413,
  IMAGE_UNREADABLE: 400,
  IMAGE_PROCESSED_TOO_LARGE: 400,
  PAYLOAD_TOO_LARGE: 413,
  SECTOR_NAME_TAKEN: 409,
  CONFLICT: 409,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const satisfies Record<ErrorCode, number>;

/** A refusal a person should read: the error handler turns it into {statusCode, code, message}. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
  ) {
    super(message ?? errorMessages[code]);
    this.statusCode = statusByCode[code];
  }
}
