import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorMessages } from '@koinonia/shared/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { type Database, migrationsFolder } from '../db/client.ts';
import { routesPlugin } from '../lib/routes.ts';
import { rowsOf } from '../lib/rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on `ready` answers 503: the server is stopping (it still serves what it is sent). */
    drain(): void;
  }
}

/** The newest migration this code knows (its journal's last entry), as the migrator records it. */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** How long a check may take before it counts as failed (a database that hangs is not ready). */
const CHECK_MS = 3000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const readySchema = z.object({
  status: z.literal('ready'),
  checks: z.object({ database: z.literal('ok'), migrations: z.literal('ok'), storage: z.literal('ok') }),
});

type Check = 'database' | 'migrations' | 'storage';

const failures: Record<Check | 'closing', string> = {
  closing: 'El servidor se está deteniendo',
  database: 'La base de datos no responde',
  migrations: 'La base de datos no tiene las migraciones de esta versión',
  storage: 'El almacenamiento de imágenes no responde',
};

/**
 * For the proxy and orchestrators, without a session: `live` answers while the process serves HTTP;
 * `ready` while it can serve the app (the database answers and holds this version's migrations, the
 * image storage answers) and is not stopping. A stopping server answers 503 to `ready` from the moment
 * it is asked to stop (`app.drain()`, then `app.close()`), so the proxy sends new requests elsewhere
 * while it finishes the ones it has.
 */
export const healthPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  const newest = newestMigration();
  let closing = false;
  app.decorate('drain', () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });

  const checks: Record<Check, () => Promise<boolean>> = {
    database: async () => {
      await database.db.execute(sql`select 1`);
      return true;
    },
    migrations: async () => {
      const result = await database.db.execute(
        sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
      );
      // A newer instance may have migrated further (a rolling upgrade): this one still serves.
      return Number(rowsOf<{ last: string | null }>(result)[0]?.last ?? 0) >= newest;
    },
    storage: async () => {
      await app.storage.check();
      return true;
    },
  };

  const routes = routesPlugin({ tags: ['health'], access: null }, (route) => {
    route.get('/health/live', {
      summary: 'El proceso atiende HTTP',
      ok: z.object({ status: z.literal('live') }),
      handler: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { status: 'live' as const };
      },
    });

    route.get('/health/ready', {
      summary: 'El servidor puede atender la app (base de datos, migraciones, almacenamiento)',
      ok: readySchema,
      errors: [503],
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const failed: (Check | 'closing')[] = closing ? ['closing'] : [];
        if (!closing) {
          const names = Object.keys(checks) as Check[];
          const results = await Promise.all(
            names.map((name) =>
              within(CHECK_MS, checks[name]()).catch((err: unknown) => {
                request.log.warn({ check: name, reason: (err as Error).message }, 'health check failed');
                return false;
              }),
            ),
          );
          names.forEach((name, i) => {
            if (!results[i]) failed.push(name);
          });
        }
        if (failed.length > 0) {
          return reply.status(503).send({
            statusCode: 503,
            code: 'NOT_READY',
            message: errorMessages.NOT_READY,
            issues: failed.map((name) => ({ path: name, message: failures[name] })),
          });
        }
        return {
          status: 'ready' as const,
          checks: { database: 'ok', migrations: 'ok', storage: 'ok' } as const,
        };
      },
    });
  });
  await app.register(routes, { prefix: '/api' });
});
