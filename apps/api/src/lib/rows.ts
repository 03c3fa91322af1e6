/**
 * The rows of `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`, which Drizzle's
 * type for a raw statement does not say.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
