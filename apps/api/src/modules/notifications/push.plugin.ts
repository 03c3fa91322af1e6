import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { createExpoClient } from './expo-client.ts';
import type { PushConfig } from './push-config.ts';
import { PushWorker } from './push-worker.ts';
import type { WebPushClient } from './web-push-client.ts';

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
    // The web push sender, made likewise on the first broadcast with a browser in it.
    let webClient: WebPushClient | undefined;
    let makingWeb: Promise<WebPushClient | undefined> | undefined;
    const webPush = async () => {
      const identity = config.webPush;
      if (!identity) return undefined;
      makingWeb ??= import('./web-push-client.ts').then(({ createWebPushClient }) => {
        if (closed) throw new Error('push: the app is closing');
        webClient = createWebPushClient(identity, { connections: config.webConcurrency });
        return webClient;
      });
      const pending = makingWeb;
      pending.catch(() => {
        if (makingWeb === pending) makingWeb = undefined;
      });
      return await pending;
    };
    if (!config.webPush)
      app.log.warn(
        'Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (every server the same pair) to reach the members’ app in a browser',
      );
    const worker = new PushWorker({ db: app.db, log: app.log, config, expo, webPush });
    app.decorate('push', worker);
    if (config.autoStart) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await worker.stop();
      closed = true;
      await client?.close();
      await webClient?.close();
    });
  },
  { name: 'push', dependencies: ['db'] },
);
