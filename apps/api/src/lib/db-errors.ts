import type { ErrorCode } from '@koinonia/shared/errors';

/** What the API answers for a database failure that is not a bug: a conflict, bad data, or an outage. */
export interface DbFailure {
  code: ErrorCode;
  /** Safe to log: SQLSTATE, constraint and table, never the query's parameters. */
  log: { sqlState?: string; constraint?: string; table?: string; reason?: string };
}

/**
 * Unique constraints and the domain error their violation means. A race between two identical
 * requests that both passed the service's check ends here: the second gets the same 409 the
 * service would have given it. Each module declares its own (`uniqueViolations` in its manifest,
 * `modules/<d>/<d>.module.ts`); buildApp registers them all.
 */
const uniqueViolations = new Map<string, ErrorCode>();

/** Adds constraints to the registry; naming a known constraint with another error is a mistake. */
export function registerUniqueViolations(violations: Readonly<Record<string, ErrorCode>>) {
  for (const [constraint, code] of Object.entries(violations)) {
    const known = uniqueViolations.get(constraint);
    if (known && known !== code) throw new Error(`db-errors: ${constraint} is already ${known}, not ${code}`);
    uniqueViolations.set(constraint, code);
  }
}

/**
 * Errors of a lost or refused connection: the database is (for now) unavailable. pg's own messages
 * (a connection closed under a query, a query on a client whose connection failed, a pool being
 * closed or with no connection free in time) and PostgreSQL's when it refuses a connection.
 */
const connectionMessages =
  /Connection terminated|terminating connection|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|the database system is (starting up|shutting down|in recovery|not yet accepting connections)/i;

/** Network errors of Node's sockets (connect, read, write, lookup) on the way to the database. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  message?: unknown;
  cause?: unknown;
}

const isNetworkError = (e: PgLikeError) => typeof e.code === 'string' && networkCodes.has(e.code);
const isSqlState = (e: PgLikeError) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);

/**
 * The driver's error behind Drizzle's wrapper (DrizzleQueryError keeps it as `cause`). Messages are
 * only read from the driver's errors: Drizzle's own ('Failed query: …') carries the query's values.
 */
function driverError(error: unknown): PgLikeError | undefined {
  const chain: PgLikeError[] = [];
  for (
    let e = error as PgLikeError | undefined;
    e && chain.length < 5;
    e = e.cause as PgLikeError | undefined
  )
    chain.push(e);
  return (
    chain.find(isNetworkError) ??
    chain.find(isSqlState) ??
    chain.find(
      (e) =>
        typeof e.message === 'string' &&
        !e.message.startsWith('Failed query:') &&
        connectionMessages.test(e.message),
    )
  );
}

/** Classifies a database error, or answers undefined when it is a bug (a 500). */
export function classifyDbError(error: unknown): DbFailure | undefined {
  const e = driverError(error);
  if (!e) return undefined;
  const network = isNetworkError(e);
  const sqlState = !network && isSqlState(e) ? (e.code as string) : undefined;
  const constraint = typeof e.constraint === 'string' ? e.constraint : undefined;
  const table = typeof e.table === 'string' ? e.table : undefined;
  const log = { sqlState, constraint, table };
  if (sqlState === '23505') {
    const code = constraint ? uniqueViolations.get(constraint) : undefined;
    return { code: code ?? 'CONFLICT', log };
  }
  // Serialization failure, deadlock, lock not available: another request changed the same data.
  if (sqlState === '40001' || sqlState === '40P01' || sqlState === '55P03') return { code: 'CONFLICT', log };
  // Data exceptions (NUL in text, a number out of range, an invalid date…) are bad input, not bugs.
  if (sqlState?.startsWith('22')) return { code: 'VALIDATION_ERROR', log };
  // A CHECK constraint (a length or range limit the schemas should have refused first) is bad input too.
  if (sqlState === '23514') return { code: 'VALIDATION_ERROR', log };
  // Connection exceptions, operator intervention (terminated by an administrator 57P01, shutdown
  // 57P02, starting up 57P03), too many connections, and a connection lost or refused on the way.
  if (
    network ||
    sqlState?.startsWith('08') ||
    sqlState?.startsWith('57P') ||
    sqlState === '53300' ||
    (typeof e.message === 'string' && connectionMessages.test(e.message))
  ) {
    return {
      code: 'DATABASE_UNAVAILABLE',
      log: { ...log, reason: network ? `connection (${e.code as string})` : 'connection' },
    };
  }
  return undefined;
}

/** A database error as it may be logged: the SQLSTATE and names, never the query or its values. */
export function safeDbErrorLog(error: unknown) {
  const e = driverError(error);
  if (!e) return undefined;
  return {
    sqlState: typeof e.code === 'string' ? e.code : undefined,
    constraint: typeof e.constraint === 'string' ? e.constraint : undefined,
    table: typeof e.table === 'string' ? e.table : undefined,
  };
}
