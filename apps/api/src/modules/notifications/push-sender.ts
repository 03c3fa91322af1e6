import { isExpoPushToken } from '@koinonia/shared/notifications/notifications.schemas';
import type { PushErrorKind } from '@koinonia/shared/notifications/notifications-read.schemas';
import type { Expo, ExpoPushMessage, ExpoPushTicket } from 'expo-server-sdk';

/**
 * Notifications a second, over every broadcast of the process (Expo allows 600 a second per project).
 * take(n) resolves when n may go; callers are served in order. A rate of 0 never waits.
 */
export class TokenBucket {
  private tokens: number;
  private last = performance.now();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly rate: number,
    private readonly capacity = Math.max(rate, 1),
  ) {
    this.tokens = this.capacity;
  }

  take(n: number): Promise<void> {
    if (this.rate <= 0) return Promise.resolve();
    const wanted = Math.min(n, this.capacity);
    const turn = this.queue.then(async () => {
      this.refill();
      if (this.tokens < wanted) {
        await new Promise((resolve) => setTimeout(resolve, ((wanted - this.tokens) / this.rate) * 1000));
        this.refill();
      }
      this.tokens -= wanted;
    });
    this.queue = turn;
    return turn;
  }

  private refill() {
    const now = performance.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
  }
}

export interface BatchDevice {
  id: string;
  token: string;
}

/** What a batch came to: the ok tickets (for receipts), the failures by kind, the devices to deactivate. */
export interface BatchOutcome {
  sent: number;
  failed: number;
  errorCounts: Partial<Record<PushErrorKind, number>>;
  tickets: { ticketId: string; deviceId: string }[];
  deactivate: string[];
}

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

/** A whole request refused: bad credentials (401, 403) or Expo's (or the network's) failure. */
function requestErrorKind(err: unknown): PushErrorKind {
  const status = (err as { statusCode?: unknown })?.statusCode;
  return status === 401 || status === 403 ? 'InvalidCredentials' : 'ExpoServerError';
}

const deactivating = new Set<PushErrorKind>(['DeviceNotRegistered', 'InvalidToken']);

/**
 * Sends one batch: malformed tokens are counted InvalidToken without being sent (Expo refuses a whole
 * request for one bad token); the rest go in chunks of 100, paced, in parallel (the SDK runs at most
 * its own limit of requests at once and retries a 429). Every message gets exactly one outcome.
 */
export async function sendBatch(
  expo: Expo,
  bucket: TokenBucket,
  devices: BatchDevice[],
  content: { title: string; body: string; data?: Record<string, unknown> },
  log?: { warn(obj: unknown, msg: string): void },
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { sent: 0, failed: 0, errorCounts: {}, tickets: [], deactivate: [] };
  const fail = (kind: PushErrorKind, deviceId: string) => {
    outcome.failed++;
    outcome.errorCounts[kind] = (outcome.errorCounts[kind] ?? 0) + 1;
    if (deactivating.has(kind)) outcome.deactivate.push(deviceId);
  };
  const valid: BatchDevice[] = [];
  for (const device of devices) {
    if (isExpoPushToken(device.token)) valid.push(device);
    else fail('InvalidToken', device.id);
  }
  const messages: (ExpoPushMessage & { to: string })[] = valid.map((d) => ({
    to: d.token,
    title: content.title,
    body: content.body,
    sound: 'default',
    ...(content.data ? { data: content.data } : {}),
  }));
  const chunks = expo.chunkPushNotifications(messages) as (ExpoPushMessage & { to: string })[][];
  let offset = 0;
  const work = chunks.map((chunk) => {
    const start = offset;
    offset += chunk.length;
    return { chunk, devices: valid.slice(start, start + chunk.length) };
  });
  const results = await Promise.all(
    work.map(async ({ chunk }) => {
      await bucket.take(chunk.length);
      try {
        return { tickets: await expo.sendPushNotificationsAsync(chunk) };
      } catch (err) {
        log?.warn(
          {
            err: {
              message: (err as Error)?.message,
              statusCode: (err as { statusCode?: unknown })?.statusCode,
            },
          },
          'push request failed',
        );
        return { error: requestErrorKind(err) };
      }
    }),
  );
  results.forEach((result, i) => {
    const chunkDevices = work[i]!.devices;
    if ('error' in result) {
      for (const d of chunkDevices) fail(result.error as PushErrorKind, d.id);
      return;
    }
    chunkDevices.forEach((d, k) => {
      const ticket = result.tickets[k] as ExpoPushTicket | undefined;
      if (ticket?.status === 'ok') {
        outcome.sent++;
        if (ticket.id) outcome.tickets.push({ ticketId: ticket.id, deviceId: d.id });
      } else fail(errorKindOf(ticket?.details?.error), d.id);
    });
  });
  return outcome;
}
