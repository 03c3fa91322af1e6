/** How push broadcasts are sent: Expo's address, the pace, and the worker's timings. */
export interface PushConfig {
  /** EXPO_BASE_URL: Expo's push service (https://exp.host) or a fake one. */
  expoBaseUrl: string;
  /** EXPO_ACCESS_TOKEN, when the Expo project requires it. */
  expoAccessToken?: string | undefined;
  /**
   * PUSH_RATE_PER_SECOND: notifications a second over all broadcasts of this process (0 = unpaced). The
   * pace is per process: with several server processes sending at once, Expo sees their sum (the rate
   * of each should be Expo's 600 a second divided by the processes that may send together).
   */
  ratePerSecond: number;
  /** PUSH_SYNC_LIMIT: send-global waits for broadcasts of at most this many devices (200), else 202. */
  syncLimit: number;
  /** The longest send-global waits for a small broadcast before answering 202 anyway. */
  syncWaitMs: number;
  /** Devices per batch: one progress transaction each (1,000). */
  batchSize: number;
  /** How often an idle worker looks for a queued or abandoned broadcast. */
  pollMs: number;
  /** How long a claimed broadcast stays the worker's without news from it (renewed every leaseMs / 3). */
  leaseMs: number;
  /** A ticket's receipt is read once it is this old (15 minutes). */
  receiptDelayMs: number;
  /** How often the receipts pass runs (0: only when called). */
  receiptIntervalMs: number;
  /** The SDK's first wait before retrying a 429 (1 s, doubling, twice). */
  retryMinTimeout?: number | undefined;
  /** Broadcasts one process runs at once (they share the pace). */
  maxParallel: number;
  /** Start the worker when the app is ready (tests may start it themselves: app.push.start()). */
  autoStart: boolean;
}

export const defaultPushConfig: PushConfig = {
  expoBaseUrl: 'https://exp.host',
  ratePerSecond: 600,
  syncLimit: 200,
  syncWaitMs: 60_000,
  batchSize: 1000,
  pollMs: 2000,
  leaseMs: 60_000,
  receiptDelayMs: 15 * 60_000,
  receiptIntervalMs: 5 * 60_000,
  maxParallel: 2,
  autoStart: true,
};

/** The defaults with the given parts replaced (an undefined part keeps its default). */
export function pushConfigOf(parts: Partial<PushConfig> = {}): PushConfig {
  const defined = Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined));
  return { ...defaultPushConfig, ...defined };
}
