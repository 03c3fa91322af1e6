import { isExpoPushToken } from '@koinonia/shared/notifications/notifications.schemas';
import type { PushErrorKind } from '@koinonia/shared/notifications/notifications-read.schemas';
import type { ExpoPushMessage, ExpoPushTicket } from 'expo-server-sdk';
import type { ExpoClient } from './expo-client.ts';
import { type PushPace, sleep } from './push-pace.ts';

export interface ChunkDevice {
  id: string;
  token: string;
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
