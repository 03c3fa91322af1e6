import { type ApiErrorBody, errorMessages } from '@koinonia/shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { classifyDbError, safeDbErrorLog } from '../lib/db-errors.ts';
import { ValidationError } from '../lib/validation.ts';

/** The one error handler: every failure becomes {statusCode, code, message} in Spanish. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    let body: ApiErrorBody;
    if (error instanceof AppError) {
      body = { statusCode: error.statusCode, code: error.code, message: error.message };
      if (error instanceof ValidationError) body.issues = error.issues;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      // fastify-type-provider-zod gives each zod issue's path as a JSON pointer ('/meeting/day').
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? '',
      }));
      body = {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: issues[0]?.message ?? errorMessages.VALIDATION_ERROR,
        issues,
      };
    } else if (error.statusCode === 429) {
      body = { statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message: errorMessages.TOO_MANY_ATTEMPTS };
    } else if (error.statusCode === 415) {
      body = {
        statusCode: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: errorMessages.UNSUPPORTED_MEDIA_TYPE,
      };
    } else if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      body = { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: errorMessages.PAYLOAD_TOO_LARGE };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: a client mistake, not a crash.
      body = {
        statusCode: error.statusCode,
        code: 'VALIDATION_ERROR',
        message: errorMessages.VALIDATION_ERROR,
      };
    } else {
      const failure = classifyDbError(error);
      if (failure) {
        const refusal = new AppError(failure.code);
        if (refusal.statusCode >= 500) request.log.warn({ db: failure.log }, 'database unavailable');
        else request.log.info({ db: failure.log, code: failure.code }, 'database refused the request');
        body = { statusCode: refusal.statusCode, code: refusal.code, message: refusal.message };
      } else {
        request.log.error({ err: safeErrorLog(error) }, 'unhandled error');
        body = { statusCode: 500, code: 'INTERNAL_ERROR', message: errorMessages.INTERNAL_ERROR };
      }
    }
    return reply.status(body.statusCode).send(body);
  });
});

/**
 * An unexpected error as it may be logged: Drizzle puts the query's parameters (hashes, emails,
 * documents) in its message, so they are cut off; the database error is logged by code and name.
 */
export function safeErrorLog(error: unknown) {
  const e = error as { name?: string; message?: string; stack?: string };
  const cut = (text: string | undefined) =>
    text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');
  return { type: e?.name, message: cut(e?.message), stack: cut(e?.stack), db: safeDbErrorLog(error) };
}
