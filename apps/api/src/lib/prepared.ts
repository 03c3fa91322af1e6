import type { Tx } from '../db/client.ts';
import { compileMappers } from './row-mapper.ts';

/**
 * Queries built once per database handle instead of on every call. Drizzle turns a query builder into
 * SQL text by walking it (a few hundred microseconds to a few milliseconds of CPU for a list with joins),
 * and that walk is the same for every call of one shape. A hot query is written with
 * `sql.placeholder(…)` for every value and `.prepare(…)`d inside `build`, which runs on the first call
 * with a handle; later calls only `.execute({ …values })`.
 *
 * - `.prepare('a_name')`: a named prepared statement on PostgreSQL, parsed and planned once per
 *   connection and then run by name. Only for statements whose best plan does not depend on the values
 *   (a read by primary key): PostgreSQL may settle on one generic plan for every call.
 * - `.prepare(unnamed)`: the SQL text is still built only once, but each call is parsed and planned with
 *   its values, as Drizzle runs every query it did not prepare. For lists, whose plans depend on the
 *   community, the search term or the page.
 * PGlite has no named statements: both forms just reuse the built SQL there.
 *
 * Each prepared select also gets its rows' mapping compiled once (row-mapper.ts).
 *
 * Keyed by the handle (the database, or a transaction for the length of that transaction): a prepared
 * query belongs to the client it was built with.
 */
export function perDatabase<T>(build: (db: Tx) => T): (db: Tx) => T {
  const byDb = new WeakMap<Tx, T>();
  return (db) => {
    let built = byDb.get(db);
    if (built === undefined) {
      built = compileMappers(build(db));
      byDb.set(db, built);
    }
    return built;
  };
}

/**
 * perDatabase for a query that comes in a few shapes (optional filters): one built query per shape and
 * handle, the shape named by `key` (one of a handful of fixed values, never user input).
 */
export function perDatabaseAndShape<K extends string, T>(
  build: (db: Tx, key: K) => T,
): (db: Tx, key: K) => T {
  const byDb = new WeakMap<Tx, Map<K, T>>();
  return (db, key) => {
    let shapes = byDb.get(db);
    if (!shapes) {
      shapes = new Map();
      byDb.set(db, shapes);
    }
    let built = shapes.get(key);
    if (built === undefined) {
      built = compileMappers(build(db, key));
      shapes.set(key, built);
    }
    return built;
  };
}

/**
 * The name to `.prepare()` a query with when it must stay an unnamed statement (planned on each call):
 * Drizzle's `prepare` types its name as a string, but without one it prepares exactly what its own
 * `execute()` of an unprepared query does.
 */
export const unnamed = undefined as unknown as string;
