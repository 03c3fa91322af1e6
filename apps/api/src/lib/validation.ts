import { errorMessages } from '@koinonia/shared/errors';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** A zod failure found by a service (not by the route schema), answered like any validation error. */
export class ValidationError extends AppError {
  constructor(readonly issues: { path: string; message: string }[]) {
    super('VALIDATION_ERROR', issues[0]?.message ?? errorMessages.VALIDATION_ERROR);
  }
}

export function validationError(error: z.ZodError): ValidationError {
  return new ValidationError(
    error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  );
}

/** `data` read with `schema` inside a service (a multipart form, a merged patch), or its ValidationError. */
export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
