import { AsyncLocalStorage } from 'node:async_hooks';

// Apart from db/pool.ts so that the sql-trace plugin (always imported by app.ts) does not load pg on
// PGlite.

/**
 * One statement a request ran through the pool (KOINONIA_SQL_TRACE, see plugins/sql-trace.ts): what
 * the bench's raw baseline server replays. `concurrent`: issued while an earlier statement of the same
 * request was still in flight (a Promise.all). `tx`: the number of the transaction (a checked-out
 * client) it ran in, when it did. `rowMode` and `parsers` ('drizzle': timestamps, dates and intervals
 * left as text, as drizzle's query configs ask) say how its rows were read.
 */
export interface TracedStatement {
  text: string;
  values?: unknown[];
  name?: string;
  rowMode?: 'array';
  parsers?: 'drizzle';
  concurrent: boolean;
  tx?: number;
}

/** A request's trace: its statements, and how many are in flight right now. */
export interface SqlTraceStore {
  statements: TracedStatement[];
  inFlight: number;
  transactions: number;
}

/** The request being traced (entered per request by plugins/sql-trace.ts). */
export const sqlTraceStorage = new AsyncLocalStorage<SqlTraceStore>();
