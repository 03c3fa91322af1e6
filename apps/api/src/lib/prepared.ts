import { DrizzleQueryError, entityKind, is, Param, Placeholder } from 'drizzle-orm';
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
 * Each prepared select also gets its rows' mapping compiled once (row-mapper.ts), and on PostgreSQL a
 * lean `execute` (leanNodePgExecute).
 *
 * Keyed by the handle (the database, or a transaction for the length of that transaction): a prepared
 * query belongs to the client it was built with.
 */
export function perDatabase<T>(build: (db: Tx) => T): (db: Tx) => T {
  const byDb = new WeakMap<Tx, T>();
  return (db) => {
    let built = byDb.get(db);
    if (built === undefined) {
      built = leanExecutes(compileMappers(build(db)));
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
      built = leanExecutes(compileMappers(build(db, key)));
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

/** What a prepared query of drizzle's node-postgres driver holds (drizzle-orm/node-postgres/session.js). */
interface NodePgPrepared {
  client: { query(config: object, params: unknown[]): Promise<{ rows: unknown[][] }> };
  queryString: string;
  params: unknown[];
  fields?: unknown[];
  customResultMapper?: (rows: unknown[][]) => unknown;
  queryConfig: object;
  rawQueryConfig: object;
  execute: (values?: Record<string, unknown>) => Promise<unknown>;
}

const isNodePgPrepared = (q: unknown): q is NodePgPrepared => {
  const kind = (q as { constructor?: Record<symbol, unknown> } | null)?.constructor?.[entityKind];
  const p = q as NodePgPrepared;
  return (
    kind === 'NodePgPreparedQuery' &&
    typeof p.client?.query === 'function' &&
    Array.isArray(p.params) &&
    typeof p.queryConfig === 'object' &&
    typeof p.rawQueryConfig === 'object'
  );
};

/**
 * The values of a prepared query's parameters, filled as drizzle's fillPlaceholders fills them (a
 * placeholder's value, a placeholder's value through its column's encoder, or a fixed value), with the
 * kind of each parameter read once instead of on every call.
 */
export function compileFill(params: unknown[]): (values: Record<string, unknown>) => unknown[] {
  const fillers = params.map((p): ((values: Record<string, unknown>) => unknown) => {
    const named = (name: string, values: Record<string, unknown>) => {
      if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
      return values[name];
    };
    if (is(p, Placeholder)) return (values) => named(p.name, values);
    if (is(p, Param) && is(p.value, Placeholder)) {
      const { encoder } = p;
      const { name } = p.value;
      return (values) => encoder.mapToDriverValue(named(name, values));
    }
    return () => p;
  });
  return (values) => {
    const out = new Array(fillers.length);
    for (let i = 0; i < fillers.length; i++) out[i] = fillers[i]!(values);
    return out;
  };
}

/**
 * On PostgreSQL, a prepared query's `execute` straight through its client: the same statement, query
 * config (name, rowMode, type parsers), values, row mapping and errors (DrizzleQueryError with the
 * driver's error as `cause`) as drizzle's own, without its layers of async functions around each call
 * (tracing spans, the query cache's checks, the logger: none of them used here) nor its per-call walk
 * of the parameters. Those were a tenth of the API's own CPU on a small list (the people praying for a
 * prayer). A query made another way (PGlite, or a select whose rows drizzle maps itself) keeps drizzle's.
 */
export function leanNodePgExecute(q: unknown): void {
  if (!isNodePgPrepared(q)) return;
  const { client, queryString, fields, customResultMapper: mapRows } = q;
  // drizzle's rule: a select (fields) or a custom mapper reads array rows and maps them; else the result.
  if (fields && !mapRows) return;
  const config = mapRows ? q.queryConfig : q.rawQueryConfig;
  const fill = compileFill(q.params);
  q.execute = (values = {}) => {
    let params: unknown[];
    try {
      params = fill(values);
    } catch (err) {
      return Promise.reject(err);
    }
    return client.query(config, params).then(
      (result) => (mapRows ? mapRows(result.rows) : result),
      (err: unknown) => {
        throw new DrizzleQueryError(queryString, params, err as Error);
      },
    );
  };
}

/** leanNodePgExecute on the one prepared query, or each of an object of them, that `built` holds. */
function leanExecutes<T>(built: T): T {
  if (isNodePgPrepared(built)) leanNodePgExecute(built);
  else if (built && typeof built === 'object')
    for (const value of Object.values(built)) leanNodePgExecute(value);
  return built;
}
