import { Expo } from 'expo-server-sdk';
import { Agent, type Dispatcher } from 'undici';

/**
 * An undici dispatcher that sends every request of the Expo SDK to `base` (its origin, with its path as
 * a prefix) instead of the address the SDK fixed when it loaded. expo-server-sdk reads EXPO_BASE_URL
 * once, at import; this lets one process talk to the address of its own configuration (the tests start
 * a fake Expo on an ephemeral port after the SDK is loaded). It also keeps a few connections alive,
 * and gives up on a connection that sends no answer (headers) or stops mid-body for 30 s: a hung Expo
 * cannot hold a batch (and its broadcast's lease) forever; the request counts as Expo's error.
 */
export class BaseUrlDispatcher extends Agent {
  private readonly origin: string;
  private readonly prefix: string;

  constructor(base: string, options: Agent.Options = {}) {
    super({
      connections: 16,
      keepAliveTimeout: 10_000,
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
      ...options,
    });
    const url = new URL(base);
    this.origin = url.origin;
    this.prefix = url.pathname.replace(/\/$/, '');
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    return super.dispatch({ ...options, origin: this.origin, path: this.prefix + options.path }, handler);
  }
}

export interface ExpoClientOptions {
  /** Expo's push service: https://exp.host, or a fake one (`npm run fake-expo`). */
  baseUrl: string;
  /** EXPO_ACCESS_TOKEN, when the Expo project requires it ("enhanced push security"). */
  accessToken?: string;
  /** Requests in flight at once (the SDK's default is 6). */
  maxConcurrentRequests?: number;
  /** First wait before retrying a 429, in ms (the SDK's default is 1000; it doubles, twice). */
  retryMinTimeout?: number;
}

/** Expo's own client (chunks of 100, gzip above 1 KiB, 429 retried), aimed at `baseUrl`. */
export function createExpoClient(options: ExpoClientOptions): { expo: Expo; close(): Promise<void> } {
  const dispatcher = new BaseUrlDispatcher(options.baseUrl);
  const expo = new Expo({
    httpAgent: dispatcher,
    ...(options.accessToken ? { accessToken: options.accessToken } : {}),
    ...(options.maxConcurrentRequests ? { maxConcurrentRequests: options.maxConcurrentRequests } : {}),
    ...(options.retryMinTimeout !== undefined ? { retryMinTimeout: options.retryMinTimeout } : {}),
  });
  return { expo, close: () => dispatcher.close() };
}
