import type { PushErrorKind } from '@koinonia/shared/notifications/notifications-read.schemas';
import { Agent, type Dispatcher, request } from 'undici';
import webpush from 'web-push';
import { retryAfterMs } from './expo-client.ts';
import type { WebPushIdentity } from './push-config.ts';

/** A web subscription as the worker reads it from push_devices. */
export interface WebSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What one push message request (RFC 8030 §5) came to: accepted (201); the subscription is gone (404,
 * 410: deactivated); a refusal worth trying again (429, a 5xx, no answer), with the service's
 * Retry-After when it gave one; or a refusal another try would not change.
 */
export type WebPushAnswer =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; reason: PushErrorKind; status: number | null; retryAfterMs: number | null }
  | { kind: 'failed'; reason: PushErrorKind; status: number | null };

export interface WebPushClient {
  /** One message to one subscription, encrypted for it (RFC 8291) and signed (RFC 8292). */
  send(subscription: WebSubscription, payload: string): Promise<WebPushAnswer>;
  close(): Promise<void>;
}

/** A push service keeps a message this long for a browser that is offline (then drops it). */
const TTL_SECONDS = 4 * 24 * 3600;
/** A VAPID token is valid 12 hours and signed again after one (the push services accept up to 24). */
const VAPID_VALID_S = 12 * 3600;
const VAPID_REUSE_MS = 3600_000;

/**
 * The web push sender: the `web-push` package encrypts (aes128gcm) and signs the VAPID token; the
 * request is undici's, on kept-alive connections, so that http endpoints work in the tests too and a
 * redirect is never followed. One VAPID token per push service origin is reused for an hour (signing
 * one per message would cost more than encrypting it).
 */
export function createWebPushClient(identity: WebPushIdentity, options: { connections?: number } = {}) {
  const dispatcher = new Agent({
    connections: options.connections ?? 50,
    keepAliveTimeout: 10_000,
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
    connectTimeout: 10_000,
  });
  const tokens = new Map<string, { authorization: string; until: number }>();
  const authorizationFor = (audience: string) => {
    const now = Date.now();
    const kept = tokens.get(audience);
    if (kept && kept.until > now) return kept.authorization;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      identity.subject,
      identity.publicKey,
      identity.privateKey,
      'aes128gcm',
      Math.floor(now / 1000) + VAPID_VALID_S,
    );
    tokens.set(audience, { authorization: Authorization, until: now + VAPID_REUSE_MS });
    return Authorization;
  };

  const send = async (subscription: WebSubscription, payload: string): Promise<WebPushAnswer> => {
    const url = new URL(subscription.endpoint);
    let body: Buffer;
    let authorization: string;
    try {
      body = webpush.encrypt(subscription.p256dh, subscription.auth, payload, 'aes128gcm').cipherText;
      authorization = authorizationFor(url.origin);
    } catch {
      // Keys the browser never made (the schema checks their shape, not the point on the curve).
      return { kind: 'failed', reason: 'InvalidToken', status: null };
    }
    let res: Dispatcher.ResponseData;
    try {
      res = await request(url, {
        method: 'POST',
        headers: {
          authorization,
          ttl: String(TTL_SECONDS),
          urgency: 'high',
          'content-encoding': 'aes128gcm',
          'content-type': 'application/octet-stream',
        },
        body,
        dispatcher,
      });
    } catch {
      return { kind: 'retry', reason: 'WebPushServerError', status: null, retryAfterMs: null };
    }
    const status = res.statusCode;
    const retryAfter = retryAfterMs(res.headers['retry-after']);
    await res.body.dump().catch(() => undefined);
    if (status >= 200 && status < 300) return { kind: 'sent' };
    if (status === 404 || status === 410) return { kind: 'gone', status };
    if (status === 429)
      return { kind: 'retry', reason: 'WebPushRateLimited', status, retryAfterMs: retryAfter };
    if (status >= 500)
      return { kind: 'retry', reason: 'WebPushServerError', status, retryAfterMs: retryAfter };
    if (status === 413) return { kind: 'failed', reason: 'MessageTooBig', status };
    return { kind: 'failed', reason: 'WebPushRejected', status };
  };

  return { send, close: () => dispatcher.close() } satisfies WebPushClient;
}
