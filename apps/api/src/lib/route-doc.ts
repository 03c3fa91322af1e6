import type { z } from 'zod';
import { errorSchemas } from './openapi.ts';

/**
 * A documented route's options: its hooks (a guard, idempotency…), then its schema, with the plugin's
 * tags, the summary and the rest of `schema` (description, params, querystring, body…), and the
 * answers it documents: `ok` (by status) and the error statuses (in a list), each with the shared error body.
 */
export function documentedIn(tags: string[]) {
  return <
    const H extends object,
    const S extends { summary: string },
    const Ok extends Record<number, z.ZodType>,
    const E extends number,
  >(
    hooks: H,
    schema: S,
    ok: Ok,
    errors: E[],
  ) => ({ ...hooks, schema: { tags, ...schema, response: { ...ok, ...errorSchemas(...errors) } } });
}
