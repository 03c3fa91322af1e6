import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { ImageStorage } from './storage.ts';

/** What a service may log with: the app's logger, or the CLI's stand-in. */
export type ServiceLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/**
 * The one dependencies object every service function takes first: `(deps, caller, …)`. Services
 * never see the Fastify instance, so the CLI, the seed and the tests can call them as the routes do.
 */
export interface ServiceDeps {
  db: Db;
  storage: ImageStorage;
  log: ServiceLog;
}

/** The services' dependencies from the app: each routes plugin builds them once (`const deps = depsOf(app)`). */
export function depsOf(app: FastifyInstance): ServiceDeps {
  return { db: app.db, storage: app.storage, log: app.log };
}
