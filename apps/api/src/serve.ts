import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { hasAnyCommunity, seedDemo } from './db/seed.ts';
import { logStreamFor } from './lib/logging.ts';
import { ImageStorage } from './lib/storage.ts';
import { sweepStagedImages } from './lib/stored-images.ts';
import { imageReferences } from './modules/index.ts';

export interface StartedServer {
  app: Awaited<ReturnType<typeof buildApp>>;
  /** Where it listens, as a browser on this machine reaches it (`http://localhost:3000`). */
  url: string;
  /** The demo community was created at this start. */
  seeded: boolean;
}

/**
 * The server's start on an opened database, up to taking requests: migrate, seed the demo community
 * when asked and none exists, build the app, settle the staged images a crash may have left, listen.
 */
export async function startServer(config: AppConfig, database: Database): Promise<StartedServer> {
  await database.migrate();

  let seeded = false;
  if (config.seedDemo && !(await hasAnyCommunity(database.db))) {
    await seedDemo(database.db, config.demoPassword, new ImageStorage(config.uploadsDir));
    seeded = true;
  }

  // Readable lines on a terminal, JSON lines otherwise (see logStreamFor).
  const app = await buildApp({ ...config, logStream: await logStreamFor(process.stdout.isTTY) }, database);
  // A crash may have left uploaded images staged (between a commit and the file's rename, or in a write
  // that never committed): settle them before taking requests.
  await sweepStagedImages(database.db, app.storage, imageReferences, app.log);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  const host = ['0.0.0.0', '::', '127.0.0.1'].includes(config.host) ? 'localhost' : config.host;
  return { app, url: `http://${host}:${port}`, seeded };
}
