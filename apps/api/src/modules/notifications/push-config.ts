import type { VapidKeys } from './vapid-keys.ts';

/** The server's VAPID identity towards the web push services. */
export interface WebPushIdentity extends VapidKeys {
  /** VAPID_SUBJECT: how a push service reaches the server's operator (mailto: or https:). */
  subject: string;
}

/** How push broadcasts are sent: Expo's address, the web push identity, the pace, and the worker's timings. */
export interface PushConfig {
  /** EXPO_BASE_URL: Expo's push service (https://exp.host) or a fake one. */
  expoBaseUrl: string;
  /** EXPO_ACCESS_TOKEN, when the Expo project requires it. */
  expoAccessToken?: string | undefined;
  /**
   * PUSH_RATE_PER_SECOND: notifications a second to Expo over every broadcast of every server process
   * on the database (0 = unpaced): the pace is a row in the database (push-pace.ts).
   */
  ratePerSecond: number;
  /** PUSH_SYNC_LIMIT: send-global waits for broadcasts of at most this many devices (200), else 202. */
  syncLimit: number;
  /** The longest send-global waits for a small broadcast before answering 202 anyway. */
  syncWaitMs: number;
  /** Devices per request to Expo (at most 100, Expo's limit, and at most the rate): one transaction each. */
  batchSize: number;
  /** How often an idle worker looks for a queued or abandoned broadcast. */
  pollMs: number;
  /** How long a claimed broadcast stays the worker's without news from it (renewed every leaseMs / 3). */
  leaseMs: number;
  /** A ticket's receipt is read once it is this old (15 minutes). */
  receiptDelayMs: number;
  /** How often the receipts pass runs (0: only when called). */
  receiptIntervalMs: number;
  /**
   * PUSH_RETRY_DEADLINE_SECONDS: how long a request Expo refuses (429, 5xx, no answer) is tried again
   * before its devices count as failed (10 minutes).
   */
  retryDeadlineMs: number;
  /** The first wait before a retry when Expo sends no Retry-After (doubling, with jitter). */
  retryMinBackoffMs: number;
  /** The longest wait between two tries (a longer Retry-After is cut to it). */
  retryMaxBackoffMs: number;
  /** Broadcasts one process runs at once (they share the pace). */
  maxParallel: number;
  /**
   * VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT (or the pair kept in DATA_DIR): undefined when
   * Web Push is off (DATABASE_URL without keys: every server must sign with the same pair).
   */
  webPush?: WebPushIdentity | undefined;
  /**
   * WEB_PUSH_ALLOW_INSECURE: accept (and call) http endpoints and private or loopback addresses, for
   * the tests and local trials with a push service on 127.0.0.1. Never in production: an endpoint is
   * a URL the server calls.
   */
  webPushAllowInsecure: boolean;
  /**
   * WEB_PUSH_RATE_PER_SECOND: web push messages a second over every server process on the database (0 =
   * unpaced), a pace of their own (Expo's 600 is Expo's).
   */
  webRatePerSecond: number;
  /**
   * Devices in one step of a broadcast with browsers among them (at most batchSize of them phones):
   * after a crash at most this many browsers may get the message twice.
   */
  webBatchSize: number;
  /** Web push requests in flight at once (one per subscription: RFC 8030 has no batch). */
  webConcurrency: number;
  /** Start the worker when the app is ready (tests may start it themselves: app.push.start()). */
  autoStart: boolean;
}

export const defaultPushConfig: PushConfig = {
  expoBaseUrl: 'https://exp.host',
  ratePerSecond: 600,
  syncLimit: 200,
  syncWaitMs: 60_000,
  batchSize: 100,
  pollMs: 2000,
  leaseMs: 60_000,
  receiptDelayMs: 15 * 60_000,
  receiptIntervalMs: 5 * 60_000,
  retryDeadlineMs: 10 * 60_000,
  retryMinBackoffMs: 1000,
  retryMaxBackoffMs: 60_000,
  maxParallel: 2,
  webPushAllowInsecure: false,
  webRatePerSecond: 1000,
  webBatchSize: 500,
  webConcurrency: 50,
  autoStart: true,
};

/** The defaults with the given parts replaced (an undefined part keeps its default). */
export function pushConfigOf(parts: Partial<PushConfig> = {}): PushConfig {
  const defined = Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined));
  return { ...defaultPushConfig, ...defined };
}
