import { z } from '../zod-setup.ts';
import { MAX_PAGE } from './limits.ts';

export const paginationQuerySchema = z.object({
  page: z.coerce
    .number()
    .int('La página debe ser un número entero')
    .min(1, 'La página debe ser al menos 1')
    .max(MAX_PAGE, `La página no puede superar ${MAX_PAGE}`)
    .default(1),
  limit: z.coerce
    .number()
    .int('El límite debe ser un número entero')
    .min(1, 'El límite debe ser al menos 1')
    .max(100, 'El límite no puede superar 100')
    .default(20),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), pagination: paginationSchema });
}

/** Query-string booleans: 'true'/'1' are true, 'false'/'0'/absent are false. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/**
 * The schema of a PATCH body: every field optional and without its create-time default, so that a
 * field left out keeps its stored value.
 */
export function patchOf<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      const inner = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
      return [key, inner.optional()];
    }),
  ) as unknown as { [K in keyof T]: z.ZodOptional<T[K] extends z.ZodDefault<infer I> ? I : T[K]> };
  return z.object(shape);
}
