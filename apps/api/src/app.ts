import '@koinonia/shared/zod-setup';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { registerUniqueViolations } from './lib/db-errors.ts';
import { redactedLogPaths, serializeRequest } from './lib/logging.ts';
import { requestLoggerFactory } from './lib/request-logger.ts';
import type { ModuleConfig } from './modules/api-module.ts';
import { registerModulePlugins, registerModules, uniqueViolations } from './modules/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressPlugin } from './plugins/compress.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { healthPlugin } from './plugins/health.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { inputPlugin } from './plugins/input.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { mapImageSources, securityHeadersPlugin } from './plugins/security-headers.ts';
import { serializerCompilerWith } from './plugins/serializer.ts';
import { spaPlugin } from './plugins/spa.ts';
import { sqlTracePlugin } from './plugins/sql-trace.ts';
import { uploadsPlugin } from './plugins/uploads.ts';

export type BuildConfig = Pick<AppConfig, 'jwtExpiresIn' | 'webDist' | 'uploadsDir'> &
  Partial<Pick<AppConfig, 'memberDist'>> &
  ModuleConfig & {
    logLevel?: string;
    /** As TRUST_PROXY: false, a number of proxy hops, or the proxies' addresses (true only in tests). */
    trustProxy?: boolean | number | string;
    /** Where the log goes (standard output when absent; tests read it). */
    logStream?: NodeJS.WritableStream;
    /** KOINONIA_SQL_TRACE: the SQL of each request in a response header (PostgreSQL; the bench). */
    sqlTrace?: boolean;
    /** Check every answer whose items PostgreSQL wrote against its zod schema (the tests; plugins/serializer.ts). */
    checkJsonItems?: boolean;
  };

/** Builds the whole application (API + SPA) without listening: the server and the tests both use it. */
export async function buildApp(config: BuildConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel ?? 'info',
      redact: { paths: redactedLogPaths, censor: '[redacted]' },
      serializers: { req: serializeRequest },
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    // A hop count n trusts the n proxies nearest to this server (proxy-addr's reading of a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : (config.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    // A web push subscription's endpoint, URL-encoded, is a path parameter (DELETE /notifications/devices/{token}).
    routerOptions: { maxParamLength: 4096 },
    // request.log is made on its first enabled line, not on every request (lib/request-logger.ts).
    childLoggerFactory: requestLoggerFactory,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompilerWith({ checkJsonItems: config.checkJsonItems }));
  if (config.sqlTrace) await app.register(sqlTracePlugin, { database });

  await app.register(securityHeadersPlugin, { imageSources: mapImageSources(config.map?.tileUrl) });
  await app.register(compressPlugin);
  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(dbPlugin, { database });
  await app.register(authPlugin, { secret: config.jwtSecret, expiresIn: config.jwtExpiresIn });
  await app.register(uploadsPlugin, { uploadsDir: config.uploadsDir });
  await app.register(idempotencyPlugin);
  await app.register(openapiPlugin);
  await app.register(healthPlugin, { database });
  registerUniqueViolations(uniqueViolations);
  await registerModulePlugins(app, config);
  await app.register(async (api) => registerModules(api, config), { prefix: '/api' });
  await app.register(spaPlugin, { webDist: config.webDist, memberDist: config.memberDist });
  return app;
}
