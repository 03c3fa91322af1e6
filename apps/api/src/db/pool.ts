import pg from 'pg';

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
    if (!callback) return super.connect().then((client) => this.guard(client));
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
   * Makes a checked-out client's release idempotent and error-aware: released with its error when
   * its connection fails (the pool then discards it), and its borrower's later release() is a no-op.
   */
  private guard(client: pg.PoolClient): pg.PoolClient {
    const release = client.release.bind(client);
    let released = false;
    const handBack = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      this.lost.delete(client);
      release(err);
    };
    client.release = handBack;
    this.lost.set(client, handBack);
    return client;
  }
}
