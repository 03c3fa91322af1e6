import { gzipSync } from 'node:zlib';
import type { ExpoPushMessage, ExpoPushTicket } from 'expo-server-sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createExpoClient } from '../modules/notifications/expo-client.ts';
import { type FakeExpo, startFakeExpo } from './fake-expo.ts';

const token = (i: number) => `ExponentPushToken[${String(i).padStart(22, '0')}]`;
const messagesFor = (n: number, from = 0): ExpoPushMessage[] =>
  Array.from({ length: n }, (_, i) => ({ to: token(from + i), title: 'Culto', body: `Mensaje ${from + i}` }));
const okIds = (tickets: ExpoPushTicket[]) => tickets.map((t) => (t.status === 'ok' ? t.id : undefined));

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const raw = Buffer.isBuffer(body)
    ? new Uint8Array(body)
    : typeof body === 'string'
      ? body
      : JSON.stringify(body);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: raw,
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
}

describe('fake Expo push service', () => {
  let fake: FakeExpo;
  let client: ReturnType<typeof createExpoClient>;

  beforeAll(async () => {
    fake = await startFakeExpo({ ratePerSecond: null });
    client = createExpoClient({ baseUrl: fake.url, retryMinTimeout: 1 });
  });
  afterEach(() => fake.reset());
  afterAll(async () => {
    await client.close();
    await fake.close();
  });

  it('answers one ok ticket per notification, in order, records them and counts the gzipped chunk', async () => {
    const { expo } = client;
    const messages = [...messagesFor(150), { to: [token(900), token(901)], title: 'Varios', data: { a: 1 } }];
    const tickets = (
      await Promise.all(expo.chunkPushNotifications(messages).map((c) => expo.sendPushNotificationsAsync(c)))
    ).flat();

    expect(tickets).toHaveLength(152);
    expect(tickets.every((t) => t.status === 'ok' && /^[0-9a-f-]{36}$/.test(t.id))).toBe(true);
    const recorded = new Map(fake.messages.map((m) => [m.ticketId, m]));
    expect(okIds(tickets).map((id) => recorded.get(id!)?.to)).toEqual([
      ...messagesFor(150).map((m) => m.to),
      token(900),
      token(901),
    ]);
    expect(recorded.get(okIds(tickets)[151]!)).toMatchObject({ title: 'Varios', data: { a: 1 } });
    expect(fake.stats()).toMatchObject({
      sendRequests: 2,
      accepted: 152,
      rejected: 0,
      maxMessagesInRequest: 100,
    });
    expect(fake.stats().gzipped).toBeGreaterThanOrEqual(1); // the 100-message chunk is above 1 KiB

    const receipts = await expo.getPushNotificationReceiptsAsync([
      ...okIds(tickets).slice(0, 3).map(String),
      'unknown-id',
    ]);
    expect(receipts).toEqual(
      Object.fromEntries(
        okIds(tickets)
          .slice(0, 3)
          .map((id) => [id, { status: 'ok' }]),
      ),
    );
  });

  it('refuses more than 100 notifications in one request', async () => {
    const error = await client.expo.sendPushNotificationsAsync(messagesFor(101)).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, code: 'PUSH_TOO_MANY_NOTIFICATIONS' });
    expect(fake.messages).toEqual([]);
    expect(fake.stats()).toMatchObject({ rejected: 101, maxMessagesInRequest: 101 });
  });

  it('fails the whole request when one "to" is not an Expo push token', async () => {
    const messages = [...messagesFor(3), { to: 'not-a-token', body: 'x' }];
    const error = await client.expo.sendPushNotificationsAsync(messages).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect((error as Error).message).toContain('"to" must be a valid Expo push token');
    expect(fake.messages).toEqual([]);
  });

  it('gives MessageTooBig and DeviceNotRegistered tickets, and DeviceNotRegistered receipts', async () => {
    fake.unregister([token(1)]);
    fake.unregisterOnReceipt([token(2)]);
    const big = { to: token(3), body: 'x', data: { blob: 'x'.repeat(5000) } };
    const tickets = await client.expo.sendPushNotificationsAsync([...messagesFor(3), big]);

    expect(tickets[0]).toMatchObject({ status: 'ok' });
    expect(tickets[1]).toMatchObject({ status: 'error', details: { error: 'DeviceNotRegistered' } });
    expect(tickets[2]).toMatchObject({ status: 'ok' });
    expect(tickets[3]).toMatchObject({ status: 'error', details: { error: 'MessageTooBig' } });
    expect(fake.messages.map((m) => m.to)).toEqual([token(0), token(2)]);
    expect(fake.stats()).toMatchObject({ accepted: 2, rejected: 2 });

    const [first, , third] = okIds(tickets);
    const receipts = await client.expo.getPushNotificationReceiptsAsync([first!, third!]);
    expect(receipts[first!]).toEqual({ status: 'ok' });
    expect(receipts[third!]).toMatchObject({ status: 'error', details: { error: 'DeviceNotRegistered' } });
    expect(fake.stats().receiptRequests).toBe(1);
  });

  it('refuses more than 1000 receipt ids and gzips big answers', async () => {
    const tooMany = Array.from({ length: 1001 }, (_, i) => `id-${i}`);
    const error = await client.expo.getPushNotificationReceiptsAsync(tooMany).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 400, code: 'PUSH_TOO_MANY_RECEIPTS' });

    const tickets = await client.expo.sendPushNotificationsAsync(messagesFor(100));
    const ids = okIds(tickets) as string[];
    const body = new Uint8Array(gzipSync(JSON.stringify({ ids })));
    const res = await fetch(`${fake.url}/--/api/v2/push/getReceipts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'accept-encoding': 'gzip' },
      body,
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(((await res.json()) as { data: object }).data)).toHaveLength(100);
  });

  it('answers 400 to a body that is not JSON and 404 to other paths', async () => {
    expect((await post(`${fake.url}/--/api/v2/push/send`, '[{"to":')).status).toBe(400);
    expect((await post(`${fake.url}/--/api/v2/push/other`, [])).status).toBe(404);
    expect((await fetch(`${fake.url}/--/api/v2/push/send`)).status).toBe(404);
  });

  it('failNext(500) surfaces as an error with statusCode 500, then sends normally', async () => {
    fake.failNext(500);
    const error = await client.expo.sendPushNotificationsAsync(messagesFor(2)).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 500 });
    expect(fake.messages).toEqual([]);
    expect(await client.expo.sendPushNotificationsAsync(messagesFor(2))).toHaveLength(2);
  });

  it('failNext(429) is retried by the SDK, which then succeeds', async () => {
    fake.failNext(429, 2);
    const tickets = await client.expo.sendPushNotificationsAsync(messagesFor(2));
    expect(tickets.map((t) => t.status)).toEqual(['ok', 'ok']);
    expect(fake.stats()).toMatchObject({ sendRequests: 3, accepted: 2 });
    expect(fake.messages.map((m) => m.request)).toEqual([3, 3]);
  });

  it('holds send requests until release()', async () => {
    fake.hold();
    let settled = false;
    const sending = client.expo.sendPushNotificationsAsync(messagesFor(2)).finally(() => {
      settled = true;
    });
    await fake.waitForHeld(1);
    expect(fake.stats().held).toBe(1);
    expect(settled).toBe(false);
    expect(fake.messages).toEqual([]);
    fake.release();
    expect(await sending).toHaveLength(2);
    expect(fake.stats().held).toBe(0);
  });

  it('is driven over HTTP by other processes', async () => {
    expect((await post(`${fake.url}/__fake/script`, { failNext: { status: 418 } })).status).toBe(400);
    const script = {
      unregister: [token(0)],
      unregisterOnReceipt: [token(1)],
      failNext: { status: 500, count: 1 },
    };
    expect(await post(`${fake.url}/__fake/script`, script)).toMatchObject({
      status: 200,
      json: { ok: true },
    });
    expect((await client.expo.sendPushNotificationsAsync(messagesFor(1)).catch((e) => e)).statusCode).toBe(
      500,
    );
    const tickets = await client.expo.sendPushNotificationsAsync(messagesFor(4));
    expect(tickets.map((t) => t.status)).toEqual(['error', 'ok', 'ok', 'ok']);

    const page = (await (await fetch(`${fake.url}/__fake/messages?offset=1&limit=1`)).json()) as Record<
      string,
      unknown
    >;
    expect(page).toEqual({ total: 3, messages: [fake.messages[1]] });
    const stats = await (await fetch(`${fake.url}/__fake/stats`)).json();
    expect(stats).toEqual(fake.stats());
    expect(stats).toMatchObject({ sendRequests: 2, accepted: 3, rejected: 1 });

    expect((await post(`${fake.url}/__fake/hold`, {})).status).toBe(200);
    const sending = client.expo.sendPushNotificationsAsync(messagesFor(1));
    await fake.waitForHeld();
    expect((await post(`${fake.url}/__fake/release`, {})).status).toBe(200);
    expect(await sending).toHaveLength(1);

    expect((await post(`${fake.url}/__fake/reset`, {})).status).toBe(200);
    expect(fake.messages).toEqual([]);
    expect(fake.stats()).toMatchObject({ sendRequests: 0, accepted: 0 });
    const unknownAfterReset = await client.expo.getPushNotificationReceiptsAsync(
      okIds(tickets).slice(1) as string[],
    );
    expect(unknownAfterReset).toEqual({});
  });
});

describe('fake Expo rate limit and options', () => {
  it('answers 429 when a request needs more notifications than the bucket holds, and refills with time', async () => {
    let clock = 1_000_000;
    const fake = await startFakeExpo({ ratePerSecond: 150, now: () => clock });
    const client = createExpoClient({ baseUrl: fake.url, retryMinTimeout: 1 });
    try {
      expect(await client.expo.sendPushNotificationsAsync(messagesFor(100))).toHaveLength(100);
      // 50 left and the clock stands still: the SDK's two retries are refused too.
      const error = await client.expo.sendPushNotificationsAsync(messagesFor(100)).catch((e: unknown) => e);
      expect(error).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
      expect(fake.stats()).toMatchObject({ sendRequests: 4, rateLimited: 3, accepted: 100 });
      expect(await client.expo.sendPushNotificationsAsync(messagesFor(50))).toHaveLength(50);

      clock += 1000; // a second later the bucket is full again (capacity = rate)
      expect(await client.expo.sendPushNotificationsAsync(messagesFor(100))).toHaveLength(100);
      const raw = await post(`${fake.url}/--/api/v2/push/send`, messagesFor(51));
      expect(raw).toMatchObject({ status: 429, json: { errors: [{ code: 'TOO_MANY_REQUESTS' }] } });
    } finally {
      await client.close();
      await fake.close();
    }
  });

  it('keeps only counters with record: false, and the default rate takes a 600-notification burst', async () => {
    const fake = await startFakeExpo({ record: false, now: () => 0 });
    const client = createExpoClient({ baseUrl: fake.url });
    try {
      const chunks = client.expo.chunkPushNotifications(messagesFor(600));
      const tickets = (
        await Promise.all(chunks.map((c) => client.expo.sendPushNotificationsAsync(c)))
      ).flat();
      expect(tickets.filter((t) => t.status === 'ok')).toHaveLength(600);
      expect(fake.messages).toEqual([]);
      expect(fake.stats()).toMatchObject({ sendRequests: 6, accepted: 600, gzipped: 6, rateLimited: 0 });
      const body = gzipSync(JSON.stringify(messagesFor(1)));
      const refused = await post(`${fake.url}/--/api/v2/push/send`, body, { 'content-encoding': 'gzip' });
      expect(refused.status).toBe(429);
      const receipts = await client.expo.getPushNotificationReceiptsAsync(okIds(tickets) as string[]);
      expect(Object.keys(receipts)).toHaveLength(600);
    } finally {
      await client.close();
      await fake.close();
    }
  });

  it('answers held requests when it closes, with a keep-alive client still open', async () => {
    const fake = await startFakeExpo();
    const client = createExpoClient({ baseUrl: fake.url });
    await client.expo.sendPushNotificationsAsync(messagesFor(1));
    fake.hold();
    const sending = client.expo.sendPushNotificationsAsync(messagesFor(1));
    await fake.waitForHeld();
    await fake.close();
    expect(await sending).toHaveLength(1);
    await client.close();
  });
});
