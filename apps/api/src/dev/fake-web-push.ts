import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local web push service, as a browser's push service (FCM, Mozilla's, Apple's) speaks to a server:
 * RFC 8030 (a POST of one message to the subscription's endpoint, answered 201), RFC 8292 (every
 * request carries `Authorization: vapid t=<JWT>, k=<public key>`, an ES256 token for this service's
 * origin, checked with that key, and the key must be the one the subscription was made with) and
 * RFC 8291 (the body is aes128gcm, decrypted with the subscription's private key and auth secret).
 * It plays the browser too: subscribe() makes a subscription (a P-256 key pair and an auth secret) and
 * gives what PushSubscription.toJSON() gives. It can answer 404 / 410 for chosen subscriptions and
 * 429 / 5xx on demand, and keeps every message it decrypted (or only counters, for the bench). Browser
 * tests reach it over HTTP: POST /__fake/subscriptions {applicationServerKey?} makes a subscription, GET
 * /__fake/messages reads what arrived.
 */

export interface FakeWebPushOptions {
  port?: number; // 0 = ephemeral (default)
  host?: string; // default 127.0.0.1
  record?: boolean; // keep every decrypted message (default true); false keeps only counters
}

export interface WebPushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body, parsed as JSON (the text when it is not JSON). */
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  at: number;
}

export interface FakeWebPushStats {
  requests: number;
  accepted: number; // decrypted and answered 201
  gone: number; // answered 404 or 410
  scripted: number; // answered a failNext status
  badVapid: number; // refused: no token, a bad signature, the wrong audience, key or expiry
  badBody: number; // refused: not aes128gcm, no TTL, or not decryptable with the subscription's keys
}

export interface FakeWebPush {
  url: string;
  messages: ReceivedPush[];
  requests: { at: number; status: number; endpoint: string }[];
  /**
   * A new subscription, as a browser makes one with `applicationServerKey` (the server's VAPID public
   * key: the only key whose tokens it will take; any key when not given).
   */
  subscribe(applicationServerKey?: string): WebPushSubscriptionJson;
  /** These subscriptions are gone: their messages answer 410 (or 404). */
  expire(endpoints: string[], status?: 404 | 410): void;
  /** The next `count` requests answer that status (with Retry-After, in seconds, when given). */
  failNext(status: 429 | 500 | 502 | 503, count?: number, retryAfterSeconds?: number): void;
  stats(): FakeWebPushStats;
  /** Forget messages, scripts and counters (the subscriptions stay). */
  reset(): void;
  close(): Promise<void>;
}

interface Subscription {
  ecdh: ECDH;
  publicKey: Buffer; // 65 bytes
  auth: Buffer; // 16 bytes
  serverKey: string | undefined;
  gone?: 404 | 410;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, decrypted with the subscription's keys. */
export function decryptAes128gcm(
  body: Buffer,
  sub: Pick<Subscription, 'ecdh' | 'publicKey' | 'auth'>,
): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (idlen !== 65 || record.length > rs || record.length < 17) throw new Error('bad aes128gcm header');
  const ecdhSecret = sub.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.publicKey, asPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(sub.auth, ecdhSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and then zeros of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end);
}

/**
 * RFC 8292: the `vapid t=…, k=…` header's token, checked: ES256 over header.payload with key k, the
 * audience this service's origin, an expiry in the future and at most 24 hours away, a subject.
 * Returns the key, or why it is refused.
 */
function checkVapid(
  header: string | undefined,
  origin: string,
  verified: Map<string, number>,
): { key: string } | { problem: string } {
  const m = /^vapid\s+t=([^,\s]+)\s*,\s*k=([A-Za-z0-9_-]+)\s*$/.exec(header ?? '');
  if (!m) return { problem: 'no vapid authorization' };
  const [, token, key] = m as unknown as [string, string, string];
  const now = Math.floor(Date.now() / 1000);
  const cached = verified.get(`${key} ${token}`);
  if (cached !== undefined) return cached > now ? { key } : { problem: 'expired' };
  const [h, p, s] = token.split('.');
  if (!h || !p || !s) return { problem: 'not a JWT' };
  let head: { alg?: string };
  let claims: { aud?: string; exp?: number; sub?: string };
  try {
    head = JSON.parse(Buffer.from(h, 'base64url').toString());
    claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  } catch {
    return { problem: 'not a JWT' };
  }
  if (head.alg !== 'ES256') return { problem: 'not ES256' };
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { problem: 'not a P-256 key' };
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) return { problem: 'bad signature' };
  if (claims.aud !== origin) return { problem: `audience ${claims.aud}` };
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600)
    return { problem: 'bad expiry' };
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) return { problem: 'no subject' };
  verified.set(`${key} ${token}`, claims.exp);
  return { key };
}

export async function startFakeWebPush(options: FakeWebPushOptions = {}): Promise<FakeWebPush> {
  const record = options.record ?? true;
  const subscriptions = new Map<string, Subscription>();
  const verified = new Map<string, number>();
  const messages: ReceivedPush[] = [];
  const requests: FakeWebPush['requests'] = [];
  const scripts: { status: number; count: number; retryAfter?: number | undefined }[] = [];
  const zero = (): FakeWebPushStats => ({
    requests: 0,
    accepted: 0,
    gone: 0,
    scripted: 0,
    badVapid: 0,
    badBody: 0,
  });
  let stats = zero();
  let origin = '';

  const answer = (
    res: ServerResponse,
    endpoint: string,
    status: number,
    headers: Record<string, string> = {},
  ) => {
    if (record) requests.push({ at: Date.now(), status, endpoint });
    res.writeHead(status, headers).end();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    // The control routes of browser tests (out of process): make a subscription, read what arrived.
    if (req.url === '/__fake/subscriptions' && req.method === 'POST') {
      const { applicationServerKey } = JSON.parse(body.toString() || '{}') as {
        applicationServerKey?: string;
      };
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify(fake.subscribe(applicationServerKey)));
      return;
    }
    if (req.url === '/__fake/messages' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
      return;
    }
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const endpoint = `${origin}${req.url}`;
    stats.requests++;
    if (req.method !== 'POST' || !id) return answer(res, endpoint, 404);
    const sub = subscriptions.get(id);
    if (!sub || sub.gone) {
      stats.gone++;
      return answer(res, endpoint, sub?.gone ?? 404);
    }
    const script = scripts[0];
    if (script) {
      if (--script.count <= 0) scripts.shift();
      stats.scripted++;
      return answer(
        res,
        endpoint,
        script.status,
        script.retryAfter !== undefined ? { 'retry-after': String(script.retryAfter) } : {},
      );
    }
    const vapid = checkVapid(req.headers.authorization, origin, verified);
    if ('problem' in vapid || (sub.serverKey && vapid.key !== sub.serverKey)) {
      stats.badVapid++;
      return answer(res, endpoint, 'problem' in vapid ? 401 : 403);
    }
    const ttl = Number(req.headers.ttl);
    if (req.headers['content-encoding'] !== 'aes128gcm' || !Number.isInteger(ttl) || ttl < 0) {
      stats.badBody++;
      return answer(res, endpoint, 400);
    }
    let text: string;
    try {
      text = decryptAes128gcm(body, sub).toString('utf8');
    } catch {
      stats.badBody++;
      return answer(res, endpoint, 400);
    }
    stats.accepted++;
    if (record) {
      let payload: unknown = text;
      try {
        payload = JSON.parse(text);
      } catch {
        // Kept as text.
      }
      const urgency = req.headers.urgency;
      messages.push({
        endpoint,
        payload,
        ttl,
        urgency: typeof urgency === 'string' ? urgency : undefined,
        at: Date.now(),
      });
    }
    answer(res, endpoint, 201, { location: `${origin}/message/${randomUUID()}` });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  origin = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  const fake: FakeWebPush = {
    url: origin,
    messages,
    requests,
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      subscriptions.set(id, { ecdh, publicKey, auth, serverKey: applicationServerKey });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    expire(endpoints, status = 410) {
      for (const endpoint of endpoints) {
        const sub = subscriptions.get(endpoint.slice(endpoint.lastIndexOf('/') + 1));
        if (sub) sub.gone = status;
      }
    },
    failNext(status, count = 1, retryAfterSeconds) {
      scripts.push({ status, count, retryAfter: retryAfterSeconds });
    },
    stats: () => ({ ...stats }),
    reset() {
      messages.length = 0;
      requests.length = 0;
      scripts.length = 0;
      stats = zero();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}
