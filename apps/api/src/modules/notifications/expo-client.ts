import { gzipSync } from 'node:zlib';
import type { PushErrorKind } from '@koinonia/shared/notifications/notifications-read.schemas';
import { Expo, type ExpoPushMessage, type ExpoPushTicket } from 'expo-server-sdk';
import { Agent, type Dispatcher, request } from 'undici';

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

/**
 * What one request to Expo's send endpoint came to: the tickets (one per message, in order); a refusal
 * worth trying again (429 rate limited, a 5xx, no answer), with Expo's Retry-After when it gave one; or a
 * refusal that another try would not change (bad credentials, a request Expo calls invalid).
 */
export type PushAnswer =
  | { kind: 'tickets'; tickets: ExpoPushTicket[] }
  | { kind: 'retry'; reason: PushErrorKind; status: number | null; retryAfterMs: number | null }
  | { kind: 'failed'; reason: PushErrorKind; status: number | null };

/** Retry-After as milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or bad. */
export function retryAfterMs(value: string | string[] | undefined, nowMs = Date.now()): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  if (/^\s*\d+\s*$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

/** Expo's send endpoint, relative to the base URL (the SDK's own path). */
const SEND_PATH = '/--/api/v2/push/send';

/**
 * One request to Expo's send endpoint (https://docs.expo.dev/push-notifications/sending-notifications/),
 * made here rather than by the SDK so that the worker sees the status and Retry-After of a refusal and
 * retries it itself, paced and within its deadline (the SDK retries a 429 twice on its own clock).
 * Gzipped above 1 KiB, as the SDK does.
 */
async function sendPushRequest(
  dispatcher: BaseUrlDispatcher,
  accessToken: string | undefined,
  messages: ExpoPushMessage[],
  signal?: AbortSignal,
): Promise<PushAnswer> {
  const json = JSON.stringify(messages);
  const gzip = json.length > 1024;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-encoding': 'identity',
    'content-type': 'application/json',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
  };
  let res: Dispatcher.ResponseData;
  try {
    res = await request(`http://expo${SEND_PATH}`, {
      method: 'POST',
      headers,
      body: gzip ? gzipSync(json) : json,
      dispatcher,
      ...(signal ? { signal } : {}),
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    // No answer (refused, reset, timed out): Expo may or may not have it; tried again.
    return { kind: 'retry', reason: 'ExpoServerError', status: null, retryAfterMs: null };
  }
  const status = res.statusCode;
  const text = await res.body.text().catch(() => '');
  if (status === 429 || status >= 500) {
    return {
      kind: 'retry',
      reason: status === 429 ? 'RateLimited' : 'ExpoServerError',
      status,
      retryAfterMs: retryAfterMs(res.headers['retry-after']),
    };
  }
  if (status === 401 || status === 403) return { kind: 'failed', reason: 'InvalidCredentials', status };
  let data: unknown;
  try {
    data = (JSON.parse(text) as { data?: unknown }).data;
  } catch {
    data = undefined;
  }
  if (status !== 200 || !Array.isArray(data) || data.length !== messages.length) {
    return { kind: 'failed', reason: 'ExpoServerError', status };
  }
  return { kind: 'tickets', tickets: data as ExpoPushTicket[] };
}

export interface ExpoClient {
  /** The SDK's client (receipts, token checks). */
  expo: Expo;
  /** One send request of at most 100 messages; rejects only when `signal` aborts it. */
  sendPush(messages: ExpoPushMessage[], signal?: AbortSignal): Promise<PushAnswer>;
  close(): Promise<void>;
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

/** Expo's own client (receipts) and our send request, both aimed at `baseUrl`. */
export function createExpoClient(options: ExpoClientOptions): ExpoClient {
  const dispatcher = new BaseUrlDispatcher(options.baseUrl);
  const expo = new Expo({
    httpAgent: dispatcher,
    ...(options.accessToken ? { accessToken: options.accessToken } : {}),
    ...(options.maxConcurrentRequests ? { maxConcurrentRequests: options.maxConcurrentRequests } : {}),
    ...(options.retryMinTimeout !== undefined ? { retryMinTimeout: options.retryMinTimeout } : {}),
  });
  return {
    expo,
    sendPush: (messages, signal) => sendPushRequest(dispatcher, options.accessToken, messages, signal),
    close: () => dispatcher.close(),
  };
}
