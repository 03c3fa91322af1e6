import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { type SqlTraceStore, sqlTraceStorage } from '../db/sql-trace-store.ts';

/** The response header that carries a request's SQL: base64url of the JSON array of its statements. */
export const SQL_TRACE_HEADER = 'x-koinonia-sql';

/**
 * KOINONIA_SQL_TRACE (the bench only, registered only when it is on): every statement a request runs
 * through the PostgreSQL pool (db/pool.ts records them) goes back in its response's x-koinonia-sql
 * header, so the bench's raw server (scripts/bench/raw-server.ts) can replay exactly that SQL. On
 * PGlite there is no pool and the header stays away.
 *
 * The request's store is entered with a callback-style onRequest hook (`als.run(store, done)`, as
 * @fastify/request-context does): every later hook and the handler run inside it.
 */
export const sqlTracePlugin = fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    const pool = opts.database.pool;
    if (!pool) return;
    pool.traceQueries();
    const stores = new WeakMap<object, SqlTraceStore>();
    app.addHook('onRequest', (request, _reply, done) => {
      const store: SqlTraceStore = { statements: [], inFlight: 0, transactions: 0 };
      stores.set(request, store);
      sqlTraceStorage.run(store, done);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const store = stores.get(request);
      if (store)
        reply.header(SQL_TRACE_HEADER, Buffer.from(JSON.stringify(store.statements)).toString('base64url'));
      return payload;
    });
  },
  { name: 'sql-trace' },
);
