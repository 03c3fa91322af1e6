import { errorMessages } from '@koinonia/shared/errors';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useNewsTestApp } from '../modules/news/news.test-kit.ts';

// A PostgreSQL connection lost under the app (a failover, a restart, an operator terminating
// sessions) costs the requests in flight a 503 in Spanish, never the process; the pool drops the
// dead connections and the next requests are served on new ones. Only on a real server: PGlite has
// no connections to lose.

const OBSERVER = 'koinonia-faults-observer';

describe.skipIf(!process.env.TEST_DATABASE_URL)('losing PostgreSQL connections', () => {
  const { kit, pastor, createNews } = useNewsTestApp();
  const pool = () => kit.t.database.pool!;
  /** Errors nobody handled: an unhandled 'error' event of a connection ends up here (and would end the server). */
  const unhandled: unknown[] = [];
  const record = (err: unknown) => unhandled.push(err);
  /** Connections of the test itself, to the app's database, named so as not to count as the app's. */
  const observers: pg.Client[] = [];

  async function observer() {
    const { rows } = await pool().query<{ name: string }>('SELECT current_database() AS name');
    const name = rows[0]!.name;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString(), application_name: OBSERVER });
    await client.connect();
    observers.push(client);
    return client;
  }

  /** The app's live connections to its database (every client backend but the test's own). */
  async function appBackends(watch: pg.Client) {
    const res = await watch.query<{ pid: number; state: string; wait_event_type: string | null }>(
      `SELECT pid, state, wait_event_type FROM pg_stat_activity
        WHERE datname = current_database() AND backend_type = 'client backend' AND application_name <> $1`,
      [OBSERVER],
    );
    return res.rows;
  }

  /** Polls a condition (no fixed sleeps), failing after a generous bound. */
  async function until<T>(what: string, probe: () => Promise<T | undefined | false> | T | undefined | false) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const value = await probe();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Every connection the pool holds is alive on the server: the dead ones were discarded. */
  async function poolHoldsOnlyLiveConnections(watch: pg.Client) {
    await until('the pool to drop its dead connections', async () => {
      const live = await appBackends(watch);
      return pool().totalCount === live.length && pool().waitingCount === 0;
    });
  }

  beforeAll(() => {
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
  });
  beforeEach(() => {
    unhandled.length = 0;
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
    for (const client of observers) await client.end().catch(() => {});
  });

  it('answers 503 in Spanish to a request whose transaction loses its connection, and serves the next one', async () => {
    const item = await createNews();
    const watch = await observer();
    // Another session holds the news row, so the edit waits for it inside its transaction.
    const locker = await observer();
    await locker.query('BEGIN');
    await locker.query('SELECT id FROM news WHERE id = $1 FOR UPDATE', [item.id]);

    const edit = pastor({
      method: 'PATCH',
      url: `/api/community/news/${item.id}`,
      payload: { title: 'Título cambiado durante la caída' },
    });
    const waiting = await until('the edit to wait on the lock inside its transaction', async () =>
      (await appBackends(watch)).find((b) => b.wait_event_type === 'Lock'),
    );
    await watch.query('SELECT pg_terminate_backend($1)', [waiting.pid]);

    const res = await edit;
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: errorMessages.DATABASE_UNAVAILABLE,
    });
    await locker.query('ROLLBACK');

    // The connection's own 'error' event comes after the request failed: once the pool dropped the
    // dead connection, it has been emitted, and nothing was left unhandled.
    await poolHoldsOnlyLiveConnections(watch);
    expect((await appBackends(watch)).map((b) => b.pid)).not.toContain(waiting.pid);
    expect(unhandled).toEqual([]);

    const retry = await pastor({
      method: 'PATCH',
      url: `/api/community/news/${item.id}`,
      payload: { title: 'Título cambiado después de la caída' },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().title).toBe('Título cambiado después de la caída');
    const read = await pastor({ method: 'GET', url: `/api/community/news/${item.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().title).toBe('Título cambiado después de la caída');
  });

  it('discards a checked-out connection that fails even if its borrower never releases it', async () => {
    // Drizzle's db.transaction does not release its client when BEGIN fails: a connection lost
    // right then must not keep its place in the pool for ever (ten such and every request waits).
    const watch = await observer();
    const client = await pool().connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const held = pool().totalCount;
    await watch.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await until('the pool to discard the failed connection', () => pool().totalCount === held - 1);
    expect(unhandled).toEqual([]);
    // A late release by its borrower is harmless.
    expect(() => client.release()).not.toThrow();
    expect((await pastor({ method: 'GET', url: '/api/community/news?limit=5' })).statusCode).toBe(200);
    await poolHoldsOnlyLiveConnections(watch);
  });

  it('opens new connections when every idle one was terminated', async () => {
    const item = await createNews();
    const watch = await observer();
    // Several requests at once, so that the pool holds several idle connections.
    const reads = await Promise.all(
      Array.from({ length: 6 }, () => pastor({ method: 'GET', url: '/api/community/news?limit=5' })),
    );
    expect(reads.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    await until('the pool to be idle', () => pool().totalCount > 1 && pool().idleCount === pool().totalCount);
    const before = await appBackends(watch);
    expect(before.length).toBe(pool().totalCount);
    expect(before.every((b) => b.state === 'idle')).toBe(true);

    await watch.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [
      before.map((b) => b.pid),
    ]);
    await until('the pool to drop every terminated connection', () => pool().totalCount === 0);
    expect(unhandled).toEqual([]);

    const after = await Promise.all([
      pastor({ method: 'GET', url: '/api/community/news?limit=5' }),
      pastor({ method: 'GET', url: `/api/community/news/${item.id}` }),
      pastor({
        method: 'PATCH',
        url: `/api/community/news/${item.id}`,
        payload: { title: 'Título guardado con conexiones nuevas' },
      }),
    ]);
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(after[2]!.json().title).toBe('Título guardado con conexiones nuevas');
    const now = await appBackends(watch);
    expect(now.map((b) => b.pid).filter((pid) => before.some((b) => b.pid === pid))).toEqual([]);
    await poolHoldsOnlyLiveConnections(watch);
    expect(unhandled).toEqual([]);
  });
});
