import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { hostname } from 'node:os';
import type { PushErrorKind } from '@koinonia/shared/notifications/notifications-read.schemas';
import type { ExpoPushReceipt } from 'expo-server-sdk';
import type { Db } from '../../db/client.ts';
import type { ServiceLog } from '../../lib/service-deps.ts';
import type { ExpoClient } from './expo-client.ts';
import type { PushConfig } from './push-config.ts';
import * as jobs from './push-jobs.queries.ts';
import { PushPace } from './push-pace.ts';
import * as ticketQueries from './push-receipts.queries.ts';
import { type DeviceResult, errorKindOf, sendChunk, sendWebChunk } from './push-sender.ts';
import type { WebPushClient } from './web-push-client.ts';

/** Expo keeps a ticket's receipt about a day. */
const RECEIPTS_KEPT_MS = 24 * 60 * 60 * 1000;
const RECEIPT_PAGE = 1000;
/** How long a finished broadcast keeps its per-device records (its counts stay). */
const DELIVERIES_KEPT_DAYS = 30;

export interface PushWorkerDeps {
  db: Db;
  log: ServiceLog;
  config: PushConfig;
  /** Expo's client, made when first needed (a request to send, tickets to check). */
  expo: () => Promise<ExpoClient>;
  /** The web push sender, made when first needed; undefined when Web Push is off (no VAPID keys). */
  webPush: () => Promise<WebPushClient | undefined>;
}

/**
 * The broadcasts' worker, one per server process (docs/decisions/notifications.md): it claims open
 * broadcasts whose lease is free (FOR UPDATE SKIP LOCKED) and sends each one request to Expo at a
 * time: the request's devices are marked SENDING in the transaction before it, and their results
 * recorded in the one after (push-jobs.queries.ts, step). A crash therefore leaves at most one request
 * in doubt, sent again by whoever resumes; nobody is skipped. The pace is shared by every process on
 * the database (push-pace.ts); Expo's refusals are retried until the deadline (push-sender.ts).
 * It emits 'progress' with the broadcast's row after every step, so a request can wait for a small
 * broadcast (it also polls the row: another process may be the one sending it). stop() cuts a retry
 * wait short, finishes the request in flight, records it and lets the broadcast go for another
 * process. While a request is being made its lease is renewed every leaseMs / 3, so a slow Expo never
 * lets another worker (or this one) take the broadcast from under it.
 */
export class PushWorker extends EventEmitter {
  readonly owner = `${hostname().slice(0, 40)}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly pace: PushPace;
  private readonly webPace: PushPace;
  /** Aborted by stop(): cuts waits short (the pace, a retry's backoff), never a request in flight. */
  private stopSignal = new AbortController();
  private readonly running = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private receiptsTimer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private tickAgain = false;
  private started = false;
  private stopping = false;
  private checking: Promise<{ checked: number; deactivated: number }> | undefined;

  constructor(private readonly deps: PushWorkerDeps) {
    super();
    this.setMaxListeners(0);
    this.pace = new PushPace(deps.db, deps.config.ratePerSecond);
    this.webPace = new PushPace(deps.db, deps.config.webRatePerSecond, 'web');
  }

  get config(): PushConfig {
    return this.deps.config;
  }

  /** Phones in one request to Expo: at most 100, and at most a second's worth of Expo's pace. */
  get chunkSize(): number {
    const { batchSize, ratePerSecond } = this.deps.config;
    const size = Math.max(1, Math.min(100, batchSize));
    return ratePerSecond > 0 ? Math.max(1, Math.min(size, Math.floor(ratePerSecond))) : size;
  }

  /**
   * Devices in one step: at most chunkSize phones (one request to Expo) and, with browsers among them,
   * up to webBatchSize devices in all (a web message is a request of its own: a bigger step spreads
   * the step's transactions over more of them), at most a second's worth of the web pace.
   */
  get stepSize(): number {
    const { webBatchSize, webRatePerSecond, webPush } = this.deps.config;
    if (!webPush) return this.chunkSize;
    let size = Math.max(this.chunkSize, webBatchSize);
    if (webRatePerSecond > 0) size = Math.min(size, Math.max(1, Math.floor(webRatePerSecond)));
    return Math.max(1, size);
  }

  /** True from the moment stop() is called. */
  get closing(): boolean {
    return this.stopping;
  }

  /** Starts looking for broadcasts (at once, then every pollMs) and the periodic receipts pass. */
  start() {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    if (this.stopSignal.signal.aborted) this.stopSignal = new AbortController();
    this.schedule(0);
    const every = this.deps.config.receiptIntervalMs;
    if (every > 0) {
      this.receiptsTimer = setInterval(() => {
        this.checkReceipts().catch((err) => this.deps.log.error({ err }, 'push receipts pass failed'));
      }, every);
      this.receiptsTimer.unref();
    }
  }

  /** A broadcast was queued: look now rather than at the next poll. */
  wake() {
    if (this.started && !this.stopping) this.schedule(0);
  }

  /** Finishes the batches in flight (committed, leases let go) and stops. */
  async stop() {
    this.stopping = true;
    this.emit('closing');
    this.stopSignal.abort(new Error('push worker stopping'));
    clearTimeout(this.timer);
    clearInterval(this.receiptsTimer);
    await this.ticking;
    await Promise.all(this.running.values());
    await this.checking?.catch(() => undefined);
    this.started = false;
  }

  /** Resolves on the next progress of broadcast `id`, when the worker starts closing, or after `ms`. */
  nextProgress(id: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const onProgress = (row: jobs.BroadcastRow) => {
        if (row.id === id) done();
      };
      const done = () => {
        clearTimeout(timer);
        this.off('progress', onProgress);
        this.off('closing', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      this.on('progress', onProgress);
      this.on('closing', done);
    });
  }

  private schedule(ms: number) {
    if (this.ticking) {
      if (ms === 0) this.tickAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.ticking = this.tick().finally(() => {
        this.ticking = undefined;
        if (this.stopping) return;
        const again = this.tickAgain;
        this.tickAgain = false;
        this.schedule(again ? 0 : this.deps.config.pollMs);
      });
    }, ms);
    this.timer.unref?.();
  }

  private async tick() {
    const { db, config, log } = this.deps;
    try {
      while (!this.stopping && this.running.size < config.maxParallel) {
        const claimed = await jobs.claimBroadcast(db, this.owner, config.leaseMs, [...this.running.keys()]);
        if (!claimed) return;
        const { id } = claimed;
        const run: Promise<void> = this.run(claimed)
          .catch(async (err) => {
            log.error({ err, broadcastId: id }, 'push broadcast failed');
            // Let it go at once rather than when the lease ends: a batch marked in flight is counted
            // Interrupted by the next claim, never sent again.
            await jobs
              .releaseBroadcast(db, id, this.owner)
              .catch((e) => log.error({ err: e, broadcastId: id }, 'push broadcast could not be released'));
          })
          .finally(() => {
            if (this.running.get(id) === run) this.running.delete(id);
            this.wake();
          });
        this.running.set(id, run);
      }
    } catch (err) {
      log.error({ err }, 'push worker could not claim a broadcast');
    }
  }

  private async run(broadcast: jobs.BroadcastRow) {
    const { db, config, log } = this.deps;
    const { id } = broadcast;
    this.emit('progress', broadcast);
    // Before any device is marked: a client that cannot be made leaves nothing in doubt.
    const client = await this.deps.expo();
    const webClient = await this.deps.webPush();
    const content = { title: broadcast.title, body: broadcast.message, data: { broadcastId: id } };
    const policy = {
      deadlineMs: config.retryDeadlineMs,
      minBackoffMs: config.retryMinBackoffMs,
      maxBackoffMs: config.retryMaxBackoffMs,
    };
    let results: Awaited<ReturnType<typeof sendChunk>> | undefined;
    // Devices in doubt are looked for until a step finds none (the first step after a claim, usually).
    let resume = true;
    for (;;) {
      const next = await jobs.step(db, {
        id,
        owner: this.owner,
        results,
        chunkSize: this.chunkSize,
        stepSize: this.stepSize,
        leaseMs: config.leaseMs,
        next: !this.stopping,
        resume,
      });
      if (next.kind === 'lost') return;
      this.emit('progress', next.broadcast);
      if (next.kind !== 'chunk') return;
      resume = next.resent;
      if (next.resent)
        log.warn({ broadcastId: id, devices: next.devices.length }, 'push request in doubt sent again');
      try {
        results = await this.keepingLease(id, () =>
          this.send(client, webClient, next.devices, content, policy),
        );
      } catch (err) {
        if (!this.stopping) throw err;
        // Stopped while waiting (the pace, a retry): nothing went; the devices stay to send.
        await jobs.releaseBroadcast(db, id, this.owner);
        return;
      }
    }
  }

  /**
   * One step's devices: the phones in one request to Expo and the browsers' subscriptions to their push
   * services, at the same time, each paced by its own pace. Rejects (after both are through) when the
   * worker stopping cut a wait short.
   */
  private async send(
    client: ExpoClient,
    webClient: WebPushClient | undefined,
    devices: jobs.NextChunkDevice[],
    content: { title: string; body: string; data: Record<string, unknown> },
    policy: { deadlineMs: number; minBackoffMs: number; maxBackoffMs: number },
  ): Promise<DeviceResult[]> {
    const { config, log } = this.deps;
    const signal = this.stopSignal.signal;
    const phones = devices.filter((d) => d.platform !== 'web');
    const browsers = devices.filter((d) => d.platform === 'web');
    const parts = await Promise.allSettled([
      phones.length ? sendChunk(client, this.pace, phones, content, policy, { signal, log }) : [],
      browsers.length
        ? sendWebChunk(webClient, this.webPace, browsers, content, policy, {
            allowInsecure: config.webPushAllowInsecure,
            concurrency: config.webConcurrency,
            signal,
            log,
          })
        : [],
    ]);
    const failed = parts.find((p) => p.status === 'rejected');
    if (failed) throw failed.reason;
    return parts.flatMap((p) => (p.status === 'fulfilled' ? p.value : []));
  }

  /** Runs `work` with the broadcast's lease renewed every leaseMs / 3 meanwhile. */
  private async keepingLease<T>(id: string, work: () => Promise<T>): Promise<T> {
    const { db, config, log } = this.deps;
    let renewing: Promise<unknown> | undefined;
    const timer = setInterval(
      () => {
        renewing ??= jobs
          .renewLease(db, id, this.owner, config.leaseMs)
          .catch((err) => log.error({ err, broadcastId: id }, 'push lease could not be renewed'))
          .finally(() => {
            renewing = undefined;
          });
      },
      Math.max(1, Math.floor(config.leaseMs / 3)),
    );
    try {
      return await work();
    } finally {
      clearInterval(timer);
      await renewing;
    }
  }

  /**
   * The receipts pass: tickets at least receiptDelayMs old are looked up; a receipt that says
   * DeviceNotRegistered deactivates its device; a ticket with a receipt is done, one without waits for
   * a later pass until it is a day old. Each receipt lands on its delivery record and its broadcast's
   * delivered / undelivered counts. Several processes may run it at once: a ticket is deleted as its
   * receipt is counted, so no receipt counts twice.
   */
  checkReceipts(): Promise<{ checked: number; deactivated: number }> {
    this.checking ??= this.receiptsPass().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async receiptsPass() {
    const { db, config } = this.deps;
    await ticketQueries.dropExpiredTickets(db, RECEIPTS_KEPT_MS);
    await ticketQueries.dropOldDeliveries(db, DELIVERIES_KEPT_DAYS);
    let after: string | undefined;
    let checked = 0;
    let deactivated = 0;
    for (;;) {
      const tickets = await ticketQueries.ticketsDue(db, {
        delayMs: config.receiptDelayMs,
        after,
        limit: RECEIPT_PAGE,
      });
      const last = tickets.at(-1);
      // Pages go by ticket id (the database's order); one that ends where the last did is no progress.
      if (!last || last.ticketId === after) break;
      after = last.ticketId;
      const { expo } = await this.deps.expo();
      const receipts: Record<string, ExpoPushReceipt> = {};
      for (const ids of expo.chunkPushNotificationReceiptIds(tickets.map((t) => t.ticketId))) {
        Object.assign(receipts, await expo.getPushNotificationReceiptsAsync(ids));
      }
      const answered = tickets.filter((t) => receipts[t.ticketId]);
      const receiptOf = (ticketId: string): 'ok' | PushErrorKind => {
        const r = receipts[ticketId];
        return r?.status === 'ok' ? 'ok' : errorKindOf(r?.details?.error);
      };
      const gone = answered
        .filter((t) => receiptOf(t.ticketId) === 'DeviceNotRegistered')
        .map((t) => t.deviceId);
      await db.transaction(async (tx) => {
        await jobs.deactivateDevices(tx, gone);
        await ticketQueries.recordReceipts(
          tx,
          answered.map((t) => ({ ticketId: t.ticketId, receipt: receiptOf(t.ticketId) })),
        );
      });
      checked += answered.length;
      deactivated += gone.length;
      if (tickets.length < RECEIPT_PAGE) break;
    }
    return { checked, deactivated };
  }
}
