import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { isExpoPushToken } from '@koinonia/shared/notifications/notifications.schemas';

/**
 * A local stand-in for Expo's push service (https://docs.expo.dev/push-notifications/sending-notifications/):
 * POST /--/api/v2/push/send and /--/api/v2/push/getReceipts with Expo's limits (100 notifications a
 * request, 4096-byte messages, 1000 receipt ids, a per-project rate), gzip both ways, scripted failures,
 * and JSON control endpoints under /__fake/ for other processes (e2e, bench).
 */

export interface FakeExpoOptions {
  port?: number; // 0 = ephemeral (default)
  host?: string; // default 127.0.0.1
  /** Notifications a second for the whole "project" (token bucket, capacity = rate); default 600, null = no limit. */
  ratePerSecond?: number | null;
  record?: boolean; // keep every accepted message (default true); false keeps only counters
  now?: () => number; // the rate limit's clock in ms (default Date.now)
}

export interface RecordedMessage {
  to: string;
  title?: string;
  body?: string;
  data?: unknown;
  sound?: unknown;
  ticketId: string;
  request: number; // the send request it came in (1 = the first since start/reset)
  at: number; // when it was accepted (Date.now())
}

export interface FakeExpoStats {
  sendRequests: number;
  receiptRequests: number;
  accepted: number; // notifications that got an 'ok' ticket
  rejected: number; // notifications with an error ticket, or in a request refused with 400
  rateLimited: number; // send requests answered 429 by the rate limit (not the scripted ones)
  gzipped: number; // requests (send or receipts) whose body came gzipped
  maxMessagesInRequest: number; // the most notifications seen in one send request
  held: number; // send requests being held right now
}

export interface FakeExpo {
  url: string; // http://127.0.0.1:PORT — what EXPO_BASE_URL / createExpoClient({ baseUrl }) take
  messages: RecordedMessage[]; // every message that got an 'ok' ticket, in order
  requests: { at: number; status: number; messages: number }[]; // every send request: when it came, its answer
  stats(): FakeExpoStats;
  unregister(tokens: string[]): void; // error ticket, DeviceNotRegistered
  unregisterOnReceipt(tokens: string[]): void; // ok ticket, DeviceNotRegistered receipt
  /** The next `count` send requests answer that status (a 429 with Retry-After when given, in seconds). */
  failNext(status: 429 | 500 | 503, count?: number, retryAfterSeconds?: number): void;
  hold(): void; // send requests wait (not answered) until release()
  release(): void;
  waitForHeld(n?: number): Promise<void>; // once at least n (default 1) send requests are held
  reset(): void; // forget messages, scripts, counters; refill the bucket; release held requests
  close(): Promise<void>;
}

export const FAKE_EXPO_SEND_PATH = '/--/api/v2/push/send';
export const FAKE_EXPO_RECEIPTS_PATH = '/--/api/v2/push/getReceipts';
const MAX_NOTIFICATIONS = 100;
const MAX_RECEIPT_IDS = 1000;
const MAX_MESSAGE_BYTES = 4096;
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** An answer other than 200, with Expo's error body {errors: [{code, message}]}. */
type HttpError = Error & { status: number; code: string; retryAfter?: number | undefined };
const httpError = (status: number, code: string, message: string, retryAfter?: number): HttpError =>
  Object.assign(new Error(message), { status, code, retryAfter });
const isHttpError = (e: unknown): e is HttpError => e instanceof Error && 'status' in e && 'code' in e;
const tooMany = (code: string, what: string) =>
  httpError(400, code, `You are trying to ${what} in one request`);
const notRegistered = (token: string) => ({
  status: 'error' as const,
  message: `${JSON.stringify(token)} is not a registered push notification recipient`,
  details: { error: 'DeviceNotRegistered', expoPushToken: token },
});
const counters = () => ({
  sendRequests: 0,
  receiptRequests: 0,
  accepted: 0,
  rejected: 0,
  rateLimited: 0,
  gzipped: 0,
  maxMessagesInRequest: 0,
});

export async function startFakeExpo(options: FakeExpoOptions = {}): Promise<FakeExpo> {
  const rate = options.ratePerSecond === undefined ? 600 : options.ratePerSecond;
  const record = options.record ?? true;
  const now = options.now ?? Date.now;
  const messages: RecordedMessage[] = [];
  const requests: FakeExpo['requests'] = [];
  let counts = counters();
  let errorReceipts = new Map<string, string>(); // ticket id → token, for unregisterOnReceipt tokens
  let unregistered = new Set<string>();
  let unregisteredOnReceipt = new Set<string>();
  let failures: { status: number; retryAfter?: number | undefined }[] = [];
  let holding = false;
  let closing = false;
  let held: Array<() => void> = [];
  let heldWaiters: Array<{ n: number; resolve: () => void }> = [];
  let bucket = { tokens: rate ?? 0, at: now() };

  // Ticket ids are v4-shaped UUIDs `random-epoch-4rnd-8rnd-counter`, so no set of issued ids is kept
  // (receipts tell issued ids from unknown ones by their prefix and counter); reset() starts a new epoch.
  const random = randomBytes(7).toString('hex');
  let epoch = 0;
  let nextTicket = 0;
  const prefix = () =>
    `${random.slice(0, 8)}-${epoch.toString(16).padStart(4, '0')}-4${random.slice(8, 11)}-8${random.slice(11)}-`;
  const ticketId = () => prefix() + (nextTicket++).toString(16).padStart(12, '0');
  const issued = (id: string) =>
    id.length === 36 && id.startsWith(prefix()) && Number.parseInt(id.slice(24), 16) < nextTicket;

  const takeFromBucket = (n: number) => {
    if (rate === null) return true;
    const t = now();
    bucket = { tokens: Math.min(rate, bucket.tokens + (Math.max(0, t - bucket.at) * rate) / 1000), at: t };
    if (n > bucket.tokens) return false;
    bucket.tokens -= n;
    return true;
  };

  const notifyHeld = () => {
    for (const w of heldWaiters) if (held.length >= w.n) w.resolve();
    heldWaiters = heldWaiters.filter((w) => held.length < w.n);
  };
  const release = () => {
    holding = false;
    const toRun = held;
    held = [];
    for (const run of toRun) run();
  };

  const send = (input: unknown, request: number) => {
    const failure = failures.shift();
    if (failure?.status === 429)
      throw httpError(429, 'TOO_MANY_REQUESTS', 'Too many requests (scripted failure)', failure.retryAfter);
    if (failure !== undefined)
      throw httpError(failure.status, 'INTERNAL_SERVER_ERROR', 'An unknown error occurred.');
    const items: Array<{ message: Record<string, unknown>; to: unknown }> = [];
    for (const message of Array.isArray(input) ? input : [input]) {
      if (!message || typeof message !== 'object' || Array.isArray(message)) {
        throw httpError(400, 'VALIDATION_ERROR', 'Each push message must be an object');
      }
      const m = message as Record<string, unknown>;
      for (const to of Array.isArray(m.to) ? m.to : [m.to]) items.push({ message: m, to });
    }
    counts.maxMessagesInRequest = Math.max(counts.maxMessagesInRequest, items.length);
    const bad = items.find(({ to }) => typeof to !== 'string' || !isExpoPushToken(to));
    if (items.length > MAX_NOTIFICATIONS || bad) {
      counts.rejected += items.length;
      if (!bad)
        throw tooMany(
          'PUSH_TOO_MANY_NOTIFICATIONS',
          `send more than ${MAX_NOTIFICATIONS} push notifications`,
        );
      const got = JSON.stringify(bad.to ?? null).slice(0, 120);
      throw httpError(400, 'VALIDATION_ERROR', `"to" must be a valid Expo push token (got ${got})`);
    }
    if (!takeFromBucket(items.length)) {
      counts.rateLimited++;
      // Retry-After: the whole seconds until the bucket holds this request (never 0).
      const wait = Math.max(1, Math.ceil((items.length - bucket.tokens) / (rate ?? 1)));
      throw httpError(
        429,
        'TOO_MANY_REQUESTS',
        `This project may send ${rate} notifications per second`,
        wait,
      );
    }
    return items.map(({ message, to }) => {
      const token = to as string;
      if (Buffer.byteLength(JSON.stringify({ ...message, to: token })) > MAX_MESSAGE_BYTES) {
        counts.rejected++;
        const text = `Message too big: the maximum payload size is ${MAX_MESSAGE_BYTES} bytes`;
        return { status: 'error', message: text, details: { error: 'MessageTooBig' } };
      }
      if (unregistered.has(token)) {
        counts.rejected++;
        return notRegistered(token);
      }
      const id = ticketId();
      counts.accepted++;
      if (unregisteredOnReceipt.has(token)) errorReceipts.set(id, token);
      if (record) {
        const { title, body, data, sound } = message as Partial<RecordedMessage>;
        messages.push({ to: token, title, body, data, sound, ticketId: id, request, at: Date.now() });
      }
      return { status: 'ok', id };
    });
  };

  const receipts = (input: unknown) => {
    const ids = (input as { ids?: unknown } | null)?.ids;
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
      throw httpError(400, 'VALIDATION_ERROR', '"ids" must be an array of receipt ids');
    }
    if (ids.length > MAX_RECEIPT_IDS)
      throw tooMany('PUSH_TOO_MANY_RECEIPTS', `get more than ${MAX_RECEIPT_IDS} push receipts`);
    const out: Record<string, unknown> = {};
    for (const id of ids as string[]) {
      const token = errorReceipts.get(id);
      if (issued(id)) out[id] = token === undefined ? { status: 'ok' } : notRegistered(token);
    }
    return out;
  };

  const stats = (): FakeExpoStats => ({ ...counts, held: held.length });

  const script = (input: unknown) => {
    const s = (input ?? {}) as { unregister?: unknown; unregisterOnReceipt?: unknown; failNext?: unknown };
    const tokens = (v: unknown) =>
      v === undefined || (Array.isArray(v) && v.every((t) => typeof t === 'string'));
    const fail = s.failNext as { status?: unknown; count?: unknown } | undefined;
    const failOk =
      fail === undefined ||
      (fail !== null &&
        (fail.status === 429 || fail.status === 500 || fail.status === 503) &&
        (fail.count === undefined || Number.isInteger(fail.count)));
    if (typeof s !== 'object' || !tokens(s.unregister) || !tokens(s.unregisterOnReceipt) || !failOk) {
      throw httpError(
        400,
        'VALIDATION_ERROR',
        'Expected {unregister?, unregisterOnReceipt?, failNext?: {status: 429|500|503, count?}}',
      );
    }
    fake.unregister((s.unregister as string[] | undefined) ?? []);
    fake.unregisterOnReceipt((s.unregisterOnReceipt as string[] | undefined) ?? []);
    if (fail) fake.failNext(fail.status as 429 | 500 | 503, fail.count as number | undefined);
  };

  const control = (route: string, url: URL, input: unknown): unknown => {
    const int = (name: string) => Math.max(0, Number.parseInt(url.searchParams.get(name) ?? '', 10) || 0);
    if (route === 'GET /__fake/stats') return stats();
    if (route === 'GET /__fake/messages') {
      const end = url.searchParams.has('limit') ? int('offset') + int('limit') : undefined;
      return { total: messages.length, messages: messages.slice(int('offset'), end) };
    }
    const actions: Record<string, () => void> = {
      'POST /__fake/hold': () => fake.hold(),
      'POST /__fake/release': release,
      'POST /__fake/reset': () => fake.reset(),
      'POST /__fake/script': () => script(input),
    };
    actions[route]?.();
    return actions[route] ? { ok: true } : undefined;
  };

  const handle = async (req: IncomingMessage) => {
    const url = new URL(req.url ?? '/', 'http://fake-expo');
    const route = `${req.method} ${url.pathname}`;
    const isSend = route === `POST ${FAKE_EXPO_SEND_PATH}`;
    if (isSend) counts.sendRequests++;
    if (route === `POST ${FAKE_EXPO_RECEIPTS_PATH}`) counts.receiptRequests++;
    const request = counts.sendRequests;
    const input = req.method === 'POST' ? await readJson(req, () => counts.gzipped++) : undefined;
    if (isSend && holding) {
      await new Promise<void>((resolve) => {
        held.push(resolve);
        notifyHeld();
      });
    }
    if (isSend) {
      const entry = { at: Date.now(), status: 200, messages: Array.isArray(input) ? input.length : 1 };
      if (record) requests.push(entry);
      try {
        return { data: send(input, request) };
      } catch (error) {
        entry.status = isHttpError(error) ? error.status : 500;
        throw error;
      }
    }
    if (route === `POST ${FAKE_EXPO_RECEIPTS_PATH}`) return { data: receipts(input) };
    const answer = url.pathname.startsWith('/__fake/') ? control(route, url, input) : undefined;
    if (answer === undefined) throw httpError(404, 'NOT_FOUND', `Not found: ${route}`);
    return answer;
  };

  const server = createServer((req, res) => {
    handle(req).then(
      (answer) => reply(req, res, 200, answer, closing),
      (error: unknown) => {
        const e = isHttpError(error) ? error : httpError(500, 'INTERNAL_SERVER_ERROR', String(error));
        reply(req, res, e.status, { errors: [{ code: e.code, message: e.message }] }, closing, e.retryAfter);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  const fake: FakeExpo = {
    url: `http://${host}:${address.port}`,
    messages,
    requests,
    stats,
    unregister: (tokens) => {
      unregistered = new Set([...unregistered, ...tokens]);
    },
    unregisterOnReceipt: (tokens) => {
      unregisteredOnReceipt = new Set([...unregisteredOnReceipt, ...tokens]);
    },
    failNext: (status, count = 1, retryAfter) => {
      for (let i = 0; i < count; i++) failures.push({ status, retryAfter });
    },
    hold: () => {
      holding = true;
    },
    release,
    waitForHeld: (n = 1) =>
      new Promise<void>((resolve) => {
        heldWaiters.push({ n, resolve });
        notifyHeld();
      }),
    reset: () => {
      messages.length = 0;
      requests.length = 0;
      counts = counters();
      epoch = (epoch + 1) % 0x10000;
      nextTicket = 0;
      errorReceipts = new Map();
      unregistered = new Set();
      unregisteredOnReceipt = new Set();
      failures = [];
      bucket = { tokens: rate ?? 0, at: now() };
      release();
    },
    close: async () => {
      closing = true; // held requests are answered, then their connections closed
      release();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      });
    },
  };
  return fake;
}

async function readJson(req: IncomingMessage, onGzip: () => void): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw httpError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
    chunks.push(chunk);
  }
  let raw = Buffer.concat(chunks);
  const encoding = String(req.headers['content-encoding'] ?? '').toLowerCase();
  if (encoding === 'gzip') onGzip();
  try {
    if (encoding === 'gzip') raw = gunzipSync(raw, { maxOutputLength: MAX_BODY_BYTES });
    if (encoding === 'deflate') raw = inflateSync(raw, { maxOutputLength: MAX_BODY_BYTES });
    return raw.length === 0 ? undefined : JSON.parse(raw.toString('utf8'));
  } catch {
    throw httpError(400, 'VALIDATION_ERROR', 'The request body must be JSON (gzip or deflate allowed)');
  }
}

function reply(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  answer: unknown,
  close: boolean,
  retryAfter?: number,
) {
  let body = Buffer.from(JSON.stringify(answer));
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (retryAfter !== undefined) headers['Retry-After'] = String(retryAfter);
  if (close) headers.Connection = 'close';
  if (body.length > 1024 && /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body);
    headers['Content-Encoding'] = 'gzip';
  }
  res.writeHead(status, { ...headers, 'Content-Length': String(body.length) }).end(body);
}
