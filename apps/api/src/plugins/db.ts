import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Exposes the database to routes; its lifetime belongs to whoever opened it (server or test). */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    app.decorate('db', opts.database.db);
  },
  { name: 'db' },
);
