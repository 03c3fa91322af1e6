import pg from 'pg';
import { type SqlTraceStore, sqlTraceStorage } from './sql-trace-store.ts';

/**
 * The PostgreSQL connection pool, made safe against lost connections (a restart, a failover, an
 * operator terminating sessions, the server stopping).
 *
 * pg reports a lost connection twice: the query in flight fails (the request gets a 503, see
 * lib/db-errors.ts), and the connection's client emits an 'error' event. pg-pool listens to that
 * event only while a client is idle in the pool; a client checked out, as the one drizzle's
 * `db.transaction` holds for the whole transaction, has no listener, and an 'error' event nobody
 * listens to ends the process. So every client gets a listener for its whole life, and a client
 * that fails while checked out is handed back to the pool with its error at once, so the pool
 * discards it (and frees its place) even if its borrower never releases it: drizzle does not
 * release a client whose BEGIN failed.
 */
export class ResilientPool extends pg.Pool {
  /** The clients checked out through connect(), and how to hand each back with an error. */
  private readonly lost = new WeakMap<pg.PoolClient, (err: Error) => void>();
  private closing = false;
  private tracing = false;

  constructor(config: pg.PoolConfig) {
    super(config);
    this.on('connect', (client) => {
      client.on('error', (err) => this.lost.get(client as pg.PoolClient)?.(err));
    });
    // An idle client that fails is discarded by pg-pool itself, which then emits the error here.
    this.on('error', (err) => {
      if (!this.closing) console.error(`PostgreSQL: an idle connection failed (${err.message})`);
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    // The callback form is pool.query's own, which listens to its client's errors and releases it.
    if (!callback)
      return super.connect().then((client) => {
        const store = this.tracing ? sqlTraceStorage.getStore() : undefined;
        return this.guard(client, store && traceClient(client, store, ++store.transactions));
      });
    super.connect(callback);
    return undefined;
  }

  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void): Promise<void> | undefined {
    this.closing = true;
    if (!callback) return super.end();
    super.end(callback);
    return undefined;
  }

  /**
   * From now on, records every statement run through this pool into the current request's trace
   * (sqlTraceStorage). Off unless called: the pool's own query() is then untouched.
   */
  traceQueries(): void {
    if (this.tracing) return;
    this.tracing = true;
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    // An own property, shadowing pg.Pool's query only on a traced pool.
    this.query = ((...args: unknown[]) => {
      const store = sqlTraceStorage.getStore();
      return store ? tracedCall(store, args, undefined, query) : query(...args);
    }) as typeof this.query;
  }

  /**
   * Makes a checked-out client's release idempotent and error-aware: released with its error when
   * its connection fails (the pool then discards it), and its borrower's later release() is a no-op.
   */
  private guard(client: pg.PoolClient, onRelease?: () => void): pg.PoolClient {
    const release = client.release.bind(client);
    let released = false;
    const handBack = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      onRelease?.();
      this.lost.delete(client);
      release(err);
    };
    client.release = handBack;
    this.lost.set(client, handBack);
    return client;
  }
}

/**
 * Sends a checked-out client's statements (a transaction's) to `store`, marked with the transaction's
 * number, until it is released: returns what puts its own query() back.
 */
function traceClient(client: pg.PoolClient, store: SqlTraceStore, tx: number): () => void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => tracedCall(store, args, tx, query)) as typeof client.query;
  return () => {
    delete (client as { query?: unknown }).query;
  };
}

/** Records one query call (text or config, values, optional callback) and counts it in flight. */
function tracedCall(
  store: SqlTraceStore,
  args: unknown[],
  tx: number | undefined,
  query: (...args: unknown[]) => unknown,
): unknown {
  const [first, second] = args;
  const config = (typeof first === 'string' ? { text: first } : first) as Partial<pg.QueryConfig> & {
    rowMode?: string;
    types?: unknown;
  };
  if (typeof config?.text !== 'string') return query(...args);
  const values = Array.isArray(second) ? second : config.values;
  store.statements.push({
    text: config.text,
    ...(values ? { values: [...values] } : {}),
    ...(config.name ? { name: config.name } : {}),
    ...(config.rowMode === 'array' ? { rowMode: 'array' as const } : {}),
    ...(config.types ? { parsers: 'drizzle' as const } : {}),
    concurrent: store.inFlight > 0,
    ...(tx === undefined ? {} : { tx }),
  });
  store.inFlight++;
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    const settled = [...args];
    settled[last] = (...result: unknown[]) => {
      store.inFlight--;
      return (callback as (...r: unknown[]) => unknown)(...result);
    };
    return query(...settled);
  }
  const done = () => {
    store.inFlight--;
  };
  const result = query(...args) as Promise<unknown> | undefined;
  if (result && typeof result.then === 'function') result.then(done, done);
  else done();
  return result;
}
