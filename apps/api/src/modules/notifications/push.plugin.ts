import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createExpoClient } from './expo-client.ts';
import type { PushConfig } from './push-config.ts';
import { PushWorker } from './push-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The broadcasts' worker of this process (tests start it, wait on it, run its receipts pass). */
    push: PushWorker;
  }
}

/**
 * The Expo client and the broadcasts' worker: started when the app is ready, stopped when it closes
 * (the batch in flight is finished and committed, the lease let go).
 */
export const pushPlugin = fp(
  async (app: FastifyInstance, opts: { config: PushConfig }) => {
    const { config } = opts;
    const client = createExpoClient({
      baseUrl: config.expoBaseUrl,
      accessToken: config.expoAccessToken,
      retryMinTimeout: config.retryMinTimeout,
    });
    const worker = new PushWorker({ db: app.db, log: app.log, config, expo: client.expo });
    app.decorate('push', worker);
    if (config.autoStart) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      await client.close();
    });
  },
  { name: 'push', dependencies: ['db'] },
);
