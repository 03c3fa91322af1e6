import path from 'node:path';
import v8 from 'node:v8';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

// Memory kept flat under load. V8 lets the old generation grow to a multiple of what survived the last
// full collection, picked from the allocation rate: under a steady stream of requests that was up to
// +250 MB of garbage held before collecting it (and not given back at rest). A growth of 50 % keeps
// the peak within about +30 MB of the server at rest for the same throughput (measured with the bench).
v8.setFlagsFromString('--heap-growing-percent=50');

const config = loadConfig();
// PGlite reads and compiles its wasm and starts Postgres while the rest of the server loads: the
// application's modules are imported below, once the database is on its way.
const opening = openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
  // The build's migrated empty database (apps/api/build.mjs): a fresh data directory starts from it.
  pgliteTemplate: path.join(import.meta.dirname, '../dist/pglite-template'),
});
// Awaited below; a failure is not "unhandled" while the modules load.
opening.catch(() => {});
const [{ startServer }, { demoAccounts }] = await Promise.all([import('./serve.ts'), import('./db/seed.ts')]);
const database = await opening;
const { app, url, seeded } = await startServer(config, database);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'closing');
  try {
    // Not ready from now on (GET /api/health/ready answers 503). Fastify's close then stops taking
    // connections, answers 503 to new requests on kept connections, lets the requests in flight finish
    // and runs the onClose hooks (the push worker hands its broadcast back to the others).
    app.drain();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while closing');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const lines = [
  '',
  `Koinonia está listo en ${url} (panel de administración)`,
  `App de miembros (para el teléfono): ${url}/app/`,
  `Base de datos: ${database.kind === 'pglite' ? `PGlite embebido en ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}${seeded ? ' · comunidad demo creada' : ''}`,
];
if (config.seedDemo) {
  lines.push(`Cuentas demo (contraseña: ${config.demoPassword}):`);
  for (const a of demoAccounts) lines.push(`  ${a.email.padEnd(30)} ${a.role.padEnd(16)} ${a.community}`);
}
lines.push(`Documentación de la API: ${url}/api/docs`, '');
console.log(lines.join('\n'));
