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
 * service would have given it.
 */
const uniqueViolations: Record<string, ErrorCode> = {
  users_email_key: 'EMAIL_TAKEN',
  users_document_number_key: 'DOCUMENT_TAKEN',
  memberships_community_user_key: 'ALREADY_ACTIVE_MEMBER',
  sectors_community_name_key: 'SECTOR_NAME_TAKEN',
};

/** Errors of a lost or refused connection: the database is (for now) unavailable. */
const connectionMessages =
  /Connection terminated|terminating connection|connection timeout|Client has encountered a connection error|Client was closed|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|the database system is (starting up|shutting down|in recovery)/i;

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  message?: unknown;
  cause?: unknown;
  errno?: unknown;
}

/** The driver's error behind Drizzle's wrapper (DrizzleQueryError keeps it as `cause`). */
function driverError(error: unknown): PgLikeError | undefined {
  let current = error as PgLikeError | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    if (typeof current.message === 'string' && connectionMessages.test(current.message)) return current;
    if (typeof current.code === 'string' && /^E[A-Z]+$/.test(current.code)) return current;
    current = current.cause as PgLikeError | undefined;
  }
  return undefined;
}

/** Classifies a database error, or answers undefined when it is a bug (a 500). */
export function classifyDbError(error: unknown): DbFailure | undefined {
  const e = driverError(error);
  if (!e) return undefined;
  const sqlState = typeof e.code === 'string' ? e.code : undefined;
  const constraint = typeof e.constraint === 'string' ? e.constraint : undefined;
  const table = typeof e.table === 'string' ? e.table : undefined;
  const log = { sqlState, constraint, table };
  if (sqlState === '23505') {
    const code = constraint ? uniqueViolations[constraint] : undefined;
    return { code: code ?? 'CONFLICT', log };
  }
  // Serialization failure, deadlock, lock not available: another request changed the same data.
  if (sqlState === '40001' || sqlState === '40P01' || sqlState === '55P03') return { code: 'CONFLICT', log };
  // Data exceptions (NUL in text, a number out of range, an invalid date…) are bad input, not bugs.
  if (sqlState?.startsWith('22')) return { code: 'VALIDATION_ERROR', log };
  // Connection exceptions, operator intervention (terminate, shutdown), too many connections.
  if (
    sqlState?.startsWith('08') ||
    sqlState?.startsWith('57P') ||
    sqlState === '53300' ||
    (typeof e.message === 'string' && connectionMessages.test(e.message)) ||
    (sqlState?.startsWith('E') && sqlState.length > 5)
  ) {
    return { code: 'DATABASE_UNAVAILABLE', log: { ...log, reason: 'connection' } };
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
