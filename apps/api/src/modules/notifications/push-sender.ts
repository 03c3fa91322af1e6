import { type DevicePlatform, isExpoPushToken } from '@koinonia/shared/notifications/notifications.schemas';
import type { PushErrorKind } from '@koinonia/shared/notifications/notifications-read.schemas';
import type { ExpoPushMessage, ExpoPushTicket } from 'expo-server-sdk';
import type { ExpoClient } from './expo-client.ts';
import { type PushPace, sleep } from './push-pace.ts';
import type { WebPushAnswer, WebPushClient } from './web-push-client.ts';
import { endpointProblem } from './web-push-endpoint.ts';

/** A device of a request: an Expo token, or a web subscription (its endpoint and keys). */
export interface ChunkDevice {
  id: string;
  token: string;
  platform: DevicePlatform;
  p256dh: string | null;
  auth: string | null;
}

/** One device's result in a request: its ticket, or why it failed. */
export type DeviceResult =
  | { deviceId: string; status: 'SENT'; ticketId: string | null }
  | { deviceId: string; status: 'FAILED'; error: PushErrorKind };

/** Expo's ticket or receipt error (details.error) as one of our kinds. */
export function errorKindOf(error: string | undefined): PushErrorKind {
  switch (error) {
    case 'DeviceNotRegistered':
    case 'InvalidToken':
    case 'MessageTooBig':
    case 'MessageRateExceeded':
    case 'InvalidCredentials':
      return error;
    case 'ExpoError':
      return 'ExpoServerError';
    default:
      return 'Other';
  }
}

/** The failures after which a device stops receiving (Expo asks us to stop sending to it). */
export const deactivatingKinds: ReadonlySet<PushErrorKind> = new Set(['DeviceNotRegistered', 'InvalidToken']);

export interface RetryPolicy {
  /** How long a request refused by Expo (429, 5xx, no answer) is tried again before its devices fail. */
  deadlineMs: number;
  /** The first wait when Expo gives no Retry-After; it doubles up to maxBackoffMs (with jitter). */
  minBackoffMs: number;
  maxBackoffMs: number;
}

/**
 * The wait before try number `attempt` (1 = the first retry): Expo's Retry-After as it says (a wait
 * past the deadline fails the request at once), or a jittered exponential backoff.
 */
export function backoffMs(attempt: number, retryAfter: number | null, policy: RetryPolicy): number {
  if (retryAfter !== null) return retryAfter;
  const base = Math.min(policy.maxBackoffMs, policy.minBackoffMs * 2 ** (attempt - 1));
  return Math.round(base / 2 + (Math.random() * base) / 2);
}

/**
 * Sends one request's worth of devices (at most 100): malformed tokens fail as InvalidToken without
 * being sent (Expo refuses a whole request for one bad token); the rest go in one request, paced by
 * the shared pace. A refusal worth retrying (429, 5xx, no answer) is tried again, after Expo's
 * Retry-After or a backoff, until the deadline; then every device of the request fails with its
 * reason. Every device gets exactly one result. Rejects only when `signal` aborts (the worker is
 * stopping): the devices stay in doubt and are sent by whoever resumes the broadcast.
 */
export async function sendChunk(
  client: ExpoClient,
  pace: PushPace,
  devices: ChunkDevice[],
  content: { title: string; body: string; data?: Record<string, unknown> },
  policy: RetryPolicy,
  { signal, log }: { signal?: AbortSignal; log?: { warn(obj: unknown, msg: string): void } } = {},
): Promise<DeviceResult[]> {
  const results: DeviceResult[] = [];
  const valid: ChunkDevice[] = [];
  for (const device of devices) {
    if (isExpoPushToken(device.token)) valid.push(device);
    else results.push({ deviceId: device.id, status: 'FAILED', error: 'InvalidToken' });
  }
  if (!valid.length) return results;
  const messages: ExpoPushMessage[] = valid.map((d) => ({
    to: d.token,
    title: content.title,
    body: content.body,
    sound: 'default',
    ...(content.data ? { data: content.data } : {}),
  }));
  const deadline = Date.now() + policy.deadlineMs;
  for (let attempt = 1; ; attempt++) {
    await pace.take(messages.length, signal);
    // Not aborted by the signal: a request made is seen through, so its answer is recorded.
    const answer = await client.sendPush(messages);
    if (answer.kind === 'tickets') {
      valid.forEach((d, i) => {
        const ticket = answer.tickets[i] as ExpoPushTicket | undefined;
        if (ticket?.status === 'ok')
          results.push({ deviceId: d.id, status: 'SENT', ticketId: ticket.id ?? null });
        else results.push({ deviceId: d.id, status: 'FAILED', error: errorKindOf(ticket?.details?.error) });
      });
      return results;
    }
    const wait = answer.kind === 'retry' ? backoffMs(attempt, answer.retryAfterMs, policy) : 0;
    if (answer.kind === 'failed' || Date.now() + wait > deadline) {
      log?.warn({ status: answer.status, reason: answer.reason, attempts: attempt }, 'push request failed');
      for (const d of valid) results.push({ deviceId: d.id, status: 'FAILED', error: answer.reason });
      return results;
    }
    log?.warn(
      { status: answer.status, reason: answer.reason, waitMs: wait },
      'push request refused, retrying',
    );
    await sleep(wait, signal);
  }
}

/**
 * What the members' app's service worker receives (decrypted): the notification's title and body, and
 * where a tap opens the app.
 */
export function webPushPayload(content: { title: string; body: string; data?: Record<string, unknown> }) {
  return JSON.stringify({
    title: content.title,
    body: content.body,
    data: { ...content.data, url: '/app/avisos' },
  });
}

/**
 * Sends one request's worth of web subscriptions: one message each (RFC 8030 has no batch), at most
 * `concurrency` in flight, paced by the shared web pace. An endpoint the server will not call (http or
 * a private address, unless allowed) fails as InvalidToken without a request; a 404 or 410 fails as
 * DeviceNotRegistered (both deactivate). Subscriptions refused in a way worth retrying (429, 5xx, no
 * answer) are tried again together, after the longest Retry-After they got or a backoff, until the
 * deadline; then they fail with their last reason. Every device gets exactly one result. Rejects only
 * when `signal` aborts a wait (the worker is stopping): the devices stay in doubt.
 */
export async function sendWebChunk(
  client: WebPushClient | undefined,
  pace: PushPace,
  devices: ChunkDevice[],
  content: { title: string; body: string; data?: Record<string, unknown> },
  policy: RetryPolicy,
  {
    allowInsecure,
    concurrency,
    signal,
    log,
  }: {
    allowInsecure: boolean;
    concurrency: number;
    signal?: AbortSignal;
    log?: { warn(obj: unknown, msg: string): void };
  },
): Promise<DeviceResult[]> {
  const results: DeviceResult[] = [];
  let pending: ChunkDevice[] = [];
  for (const device of devices) {
    if (!client) results.push({ deviceId: device.id, status: 'FAILED', error: 'WebPushRejected' });
    else if (!device.p256dh || !device.auth || endpointProblem(device.token, allowInsecure))
      results.push({ deviceId: device.id, status: 'FAILED', error: 'InvalidToken' });
    else pending.push(device);
  }
  if (!client || !pending.length) return results;
  const payload = webPushPayload(content);
  const deadline = Date.now() + policy.deadlineMs;
  for (let attempt = 1; ; attempt++) {
    await pace.take(pending.length, signal);
    // Not aborted by the signal: the requests made are seen through, so their answers are recorded.
    const answers = await inParallel(pending, concurrency, (d) =>
      client.send({ endpoint: d.token, p256dh: d.p256dh!, auth: d.auth! }, payload),
    );
    const again: { device: ChunkDevice; answer: Extract<WebPushAnswer, { kind: 'retry' }> }[] = [];
    pending.forEach((device, i) => {
      const answer = answers[i]!;
      if (answer.kind === 'sent') results.push({ deviceId: device.id, status: 'SENT', ticketId: null });
      else if (answer.kind === 'gone')
        results.push({ deviceId: device.id, status: 'FAILED', error: 'DeviceNotRegistered' });
      else if (answer.kind === 'failed')
        results.push({ deviceId: device.id, status: 'FAILED', error: answer.reason });
      else again.push({ device, answer });
    });
    if (!again.length) return results;
    const retryAfter = again.reduce<number | null>(
      (max, { answer }) => (answer.retryAfterMs === null ? max : Math.max(max ?? 0, answer.retryAfterMs)),
      null,
    );
    const wait = backoffMs(attempt, retryAfter, policy);
    const first = again[0]!.answer;
    if (Date.now() + wait > deadline) {
      log?.warn(
        { status: first.status, reason: first.reason, devices: again.length, attempts: attempt },
        'web push requests failed',
      );
      for (const { device, answer } of again)
        results.push({ deviceId: device.id, status: 'FAILED', error: answer.reason });
      return results;
    }
    log?.warn(
      { status: first.status, reason: first.reason, devices: again.length, waitMs: wait },
      'web push requests refused, retrying',
    );
    await sleep(wait, signal);
    pending = again.map((a) => a.device);
  }
}

/** `work` over `items`, at most `limit` at once; the answers in the items' order. */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const i = next++;
      answers[i] = await work(items[i]!);
    }
  });
  await Promise.all(lanes);
  return answers;
}
