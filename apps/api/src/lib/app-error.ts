import { type ErrorCode, errorMessages, errorStatuses } from '@koinonia/shared/errors';

/** A refusal a person should read: the error handler turns it into {statusCode, code, message}. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
  ) {
    super(message ?? errorMessages[code]);
    this.statusCode = errorStatuses[code];
  }
}
