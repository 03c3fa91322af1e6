import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { createExpoClient } from './expo-client.ts';
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
    // Made on the first batch or receipts pass: the SDK and its HTTP client (undici) are not loaded at
    // the server's start, which most starts would only pay for.
    let client: ReturnType<typeof createExpoClient> | undefined;
    let making: Promise<ReturnType<typeof createExpoClient>> | undefined;
    let closed = false;
    const expo = async () => {
      making ??= import('./expo-client.ts').then(({ createExpoClient }) => {
        if (closed) throw new Error('push: the app is closing');
        client = createExpoClient({
          baseUrl: config.expoBaseUrl,
          accessToken: config.expoAccessToken,
        });
        return client;
      });
      const pending = making;
      // A failed import is tried again by the next caller, not kept.
      pending.catch(() => {
        if (making === pending) making = undefined;
      });
      return await pending;
    };
    const worker = new PushWorker({ db: app.db, log: app.log, config, expo });
    app.decorate('push', worker);
    if (config.autoStart) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      closed = true;
      await client?.close();
    });
  },
  { name: 'push', dependencies: ['db'] },
);
