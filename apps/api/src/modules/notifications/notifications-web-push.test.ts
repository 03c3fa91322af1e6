import { NOTIFICATION_MESSAGES } from '@koinonia/shared/notifications/notifications.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { pushDeliveries, pushDevices } from '../../db/schema.ts';
import { type FakeWebPush, startFakeWebPush } from '../../dev/fake-web-push.ts';
import { type Call, devicesOf, insertDevices, N, useNotificationsTestApp } from './notifications.test-kit.ts';
import { endpointProblem } from './web-push-endpoint.ts';

// Web Push (the members' app in a browser) against a local push service that checks every request as
// a real one does (VAPID token, aes128gcm body decrypted with the subscription's keys): the public key,
// registering a subscription (https and public addresses only, unless allowed), unsubscribing, and a
// broadcast that reaches phones and browsers in one job, with 404 / 410 deactivating and 429 / 5xx
// retried like Expo's refusals.

// Steps of at most 8 devices, at most 3 of them phones (one request to Expo). A retry deadline past a
// 1 s Retry-After, shortened by the test of what the deadline does (waiting it out is all it would
// spend its time on).
const t = useNotificationsTestApp({
  webPushAllowInsecure: true,
  retryDeadlineMs: 3000,
  batchSize: 3,
  webBatchSize: 8,
});
const config = () => t.app.t.app.push.config;
const serverKey = () => config().webPush!.publicKey;
let push: FakeWebPush;

beforeAll(async () => {
  push = await startFakeWebPush();
});
afterAll(async () => {
  await push?.close();
});
beforeEach(async () => {
  push.reset();
  t.fake.reset();
  await t.db().delete(pushDevices);
});

const subscribe = async (call: Call, subscription = push.subscribe(serverKey())) => {
  const res = await call({ method: 'POST', url: `${N}/devices`, payload: { platform: 'web', subscription } });
  expect(res.statusCode, res.body).toBe(200);
  return subscription;
};
const send = (call: Call, communityId: string, title = 'Culto de oración') =>
  call({
    method: 'POST',
    url: `${N}/send-global`,
    payload: { title, message: 'Te esperamos hoy a las 7 p. m.', communityId },
  });
/** The payloads the push service decrypted, by endpoint. */
const received = () => {
  const byEndpoint = new Map<string, unknown[]>();
  for (const m of push.messages)
    byEndpoint.set(m.endpoint, [...(byEndpoint.get(m.endpoint) ?? []), m.payload]);
  return byEndpoint;
};

describe('the VAPID public key', () => {
  it('is given to any member, guests included, and to nobody signed out', async () => {
    for (const call of [t.member, t.guest, t.pastor, t.memberB]) {
      const res = await call({ method: 'GET', url: `${N}/vapid-public-key` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ publicKey: serverKey() });
    }
    expect(Buffer.from(serverKey(), 'base64url')).toHaveLength(65);
    const anonymous = await t.app.t.app.inject({ method: 'GET', url: `${N}/vapid-public-key` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 in Spanish, and refuses web subscriptions, when Web Push is off', async () => {
    const identity = config().webPush;
    config().webPush = undefined;
    try {
      const res = await t.member({ method: 'GET', url: `${N}/vapid-public-key` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'WEB_PUSH_DISABLED',
        message: 'Las notificaciones web no están disponibles en este servidor',
      });
      const register = await t.member({
        method: 'POST',
        url: `${N}/devices`,
        payload: { platform: 'web', subscription: push.subscribe() },
      });
      expect(register.statusCode).toBe(404);
    } finally {
      config().webPush = identity;
    }
  });
});

describe('a browser’s subscription', () => {
  it('is registered as a web device by its endpoint, once, with its keys', async () => {
    const subscription = push.subscribe(serverKey());
    for (let i = 0; i < 2; i++) {
      const res = await t.member({
        method: 'POST',
        url: `${N}/devices`,
        payload: { platform: 'web', subscription },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        token: subscription.endpoint,
        platform: 'web',
        isActive: true,
      });
    }
    const rows = await t.db().select().from(pushDevices).where(eq(pushDevices.token, subscription.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      platform: 'web',
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      userId: t.kit.cast.a.member.user.id,
      communityId: t.a(),
    });
    const stats = (await t.pastor({ method: 'GET', url: `${N}/stats` })).json().data;
    expect(stats).toEqual({
      active: 1,
      inactive: 0,
      total: 1,
      byPlatform: [{ platform: 'web', isActive: true, _count: 1 }],
    });
  });

  it('must be https and name a public address, unless WEB_PUSH_ALLOW_INSECURE', async () => {
    const keys = push.subscribe().keys;
    const register = (endpoint: string) =>
      t.member({
        method: 'POST',
        url: `${N}/devices`,
        payload: { platform: 'web', subscription: { endpoint, keys } },
      });
    config().webPushAllowInsecure = false;
    try {
      for (const endpoint of [
        'http://fcm.googleapis.com/fcm/send/abc',
        'https://127.0.0.1/push/1',
        'https://127.1/push/1',
        'https://0x7f000001/push/1',
        'https://localhost:8443/push/1',
        'https://push.localhost/x',
        'https://10.1.2.3/x',
        'https://172.20.0.1/x',
        'https://192.168.1.1/x',
        'https://169.254.169.254/latest/meta-data',
        'https://100.64.0.1/x',
        'https://0.0.0.0/x',
        'https://[::1]/x',
        'https://[fe80::1]/x',
        'https://[fd00::1]/x',
        'https://[::ffff:127.0.0.1]/x',
        'https://printer/x',
        'https://nas.local/x',
      ]) {
        const res = await register(endpoint);
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: NOTIFICATION_MESSAGES.endpointRefused,
        });
      }
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc:def',
        'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
        'https://web.push.apple.com/QGx',
        'https://8.8.8.8/x',
        'https://[2001:4860:4860::8888]/x',
      ]) {
        const res = await register(endpoint);
        expect(res.statusCode, endpoint).toBe(200);
      }
      // The local push service: refused, then accepted with the flag.
      expect((await register(push.subscribe().endpoint)).statusCode).toBe(400);
    } finally {
      config().webPushAllowInsecure = true;
    }
    expect((await register(push.subscribe().endpoint)).statusCode).toBe(200);
    expect(endpointProblem('http://127.0.0.1:9/x', true)).toBeUndefined();
    expect(endpointProblem('ftp://push.example.org/x', true)).toBe('not https');
  });

  it('refuses a malformed subscription in Spanish', async () => {
    const good = push.subscribe();
    for (const subscription of [
      { ...good, endpoint: 'no-es-una-url' },
      { ...good, keys: { ...good.keys, p256dh: 'corta' } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { endpoint: good.endpoint },
    ]) {
      const res = await t.member({
        method: 'POST',
        url: `${N}/devices`,
        payload: { platform: 'web', subscription },
      });
      expect(res.statusCode, JSON.stringify(subscription)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: NOTIFICATION_MESSAGES.subscriptionInvalid,
      });
    }
  });

  it('is removed by its own account through its endpoint (unsubscribing, signing out), by nobody else', async () => {
    const { endpoint } = await subscribe(t.member);
    const url = `${N}/devices/${encodeURIComponent(endpoint)}`;
    for (const call of [t.guest, t.pastor, t.memberB])
      expect((await call({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await t.member({ method: 'DELETE', url })).statusCode).toBe(204);
    expect(await t.db().select().from(pushDevices).where(eq(pushDevices.token, endpoint))).toEqual([]);
    // An endpoint as long as the schema allows fits in the path.
    const long = `https://push.example.org/${'x'.repeat(900)}`;
    const res = await t.member({ method: 'DELETE', url: `${N}/devices/${encodeURIComponent(long)}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('a broadcast with browsers', () => {
  it('reaches the phones and the browsers in one job, each once, encrypted for each browser', async () => {
    const phones = await insertDevices(t.db(), {
      communityId: t.a(),
      userId: t.kit.cast.a.member.user.id,
      n: 6,
      label: 'mix',
    });
    const browsers = [];
    for (const call of [t.member, t.guest, t.helper, t.pastor]) browsers.push(await subscribe(call));
    // Another community's browser and phone never get it.
    const other = await subscribe(t.memberB);
    await insertDevices(t.db(), {
      communityId: t.b(),
      userId: t.kit.cast.b.member.user.id,
      n: 2,
      label: 'b',
    });
    const res = await send(t.pastor, t.a());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ sent: 10, total: 10, successRate: 100, errors: [] });
    expect(body.broadcast).toMatchObject({ status: 'COMPLETED', sent: 10, failed: 0 });
    const got = received();
    expect([...got.keys()].sort()).toEqual(browsers.map((b) => b.endpoint).sort());
    for (const payloads of got.values())
      expect(payloads).toEqual([
        {
          title: 'Culto de oración',
          body: 'Te esperamos hoy a las 7 p. m.',
          data: { broadcastId: body.broadcast.id, url: '/app/avisos' },
        },
      ]);
    expect(got.has(other.endpoint)).toBe(false);
    expect(push.stats()).toMatchObject({ accepted: 4, badVapid: 0, badBody: 0 });
    expect(push.messages[0]).toMatchObject({ urgency: 'high' });
    expect(push.messages[0]!.ttl).toBeGreaterThan(0);
    expect(t.fake.messages.map((m) => m.to).sort()).toEqual(phones.map((p) => p.token).sort());
    expect(Math.max(...t.fake.requests.map((r) => r.messages))).toBeLessThanOrEqual(3);
    // One delivery record per device, browsers included, in the one broadcast.
    const records = await t
      .db()
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.broadcastId, body.broadcast.id));
    expect(records).toHaveLength(10);
    expect(records.every((r) => r.status === 'SENT')).toBe(true);
    const [item] = (await t.pastor({ method: 'GET', url: `${N}/broadcasts` })).json().items;
    expect(item).toMatchObject({ id: body.broadcast.id, sent: 10, total: 10 });
  });

  it('deactivates the subscriptions the push service says are gone (410, 404)', async () => {
    const [gone, missing, kept] = [
      await subscribe(t.member),
      await subscribe(t.guest),
      await subscribe(t.helper),
    ];
    push.expire([gone!.endpoint], 410);
    push.expire([missing!.endpoint], 404);
    const res = await send(t.pastor, t.a());
    expect(res.json()).toMatchObject({
      sent: 1,
      total: 3,
      errors: ['Dispositivo no registrado (desactivado): 2 dispositivos'],
    });
    const off = (await devicesOf(t.db(), t.a(), false)).map((d) => d.token).sort();
    expect(off).toEqual([gone!.endpoint, missing!.endpoint].sort());
    expect([...received().keys()]).toEqual([kept!.endpoint]);
    const stats = (await t.pastor({ method: 'GET', url: `${N}/stats` })).json().data;
    expect(stats.byPlatform).toEqual([
      { platform: 'web', isActive: true, _count: 1 },
      { platform: 'web', isActive: false, _count: 2 },
    ]);
  });

  it('retries a 503 and a 429 (as long as its Retry-After says) and reaches everyone once', async () => {
    const subs = [await subscribe(t.member), await subscribe(t.guest)];
    push.failNext(503, 1);
    push.failNext(429, 1, 1);
    const res = await send(t.pastor, t.a());
    expect(res.json()).toMatchObject({ sent: 2, total: 2, errors: [] });
    expect([...received().keys()].sort()).toEqual(subs.map((s) => s.endpoint).sort());
    expect([...received().values()].every((p) => p.length === 1)).toBe(true);
    const refused = push.requests.filter((r) => r.status === 429);
    const accepted = push.requests.filter((r) => r.status === 201);
    expect(refused).toHaveLength(1);
    expect(Math.min(...accepted.map((r) => r.at)) - refused[0]!.at).toBeGreaterThanOrEqual(990);
  });

  it('counts subscriptions the service keeps refusing past the deadline as its error, deactivating nobody', async () => {
    await subscribe(t.member);
    await subscribe(t.guest);
    push.failNext(500, 10_000);
    // Half a second: retries (backoff from 10 ms) fit many times over before it.
    const deadline = config().retryDeadlineMs;
    config().retryDeadlineMs = 500;
    const res = await send(t.pastor, t.a()).finally(() => {
      config().retryDeadlineMs = deadline;
    });
    expect(res.json()).toMatchObject({
      sent: 0,
      total: 2,
      errors: ['Error del servicio de notificaciones web: 2 dispositivos'],
    });
    expect(push.stats().requests).toBeGreaterThan(2);
    expect(await devicesOf(t.db(), t.a(), true)).toHaveLength(2);
  });

  it('counts a push service’s refusal of the server’s key without deactivating the subscription', async () => {
    // Made with another server's key: the push service refuses this server's tokens for it (403).
    const foreign = push.subscribe(webpush.generateVAPIDKeys().publicKey);
    await subscribe(t.member, foreign);
    const res = await send(t.pastor, t.a());
    expect(res.json()).toMatchObject({
      sent: 0,
      errors: ['El servicio de notificaciones web rechazó el mensaje: 1 dispositivo'],
    });
    expect(push.stats()).toMatchObject({ badVapid: 1, accepted: 0 });
    expect(await devicesOf(t.db(), t.a(), true)).toHaveLength(1);
  });
});

describe('the local push service', () => {
  it('decrypts what web-push encrypts for a subscription, and nothing else', async () => {
    const subscription = push.subscribe();
    const { cipherText } = webpush.encrypt(
      subscription.keys.p256dh,
      subscription.keys.auth,
      'hola',
      'aes128gcm',
    );
    const key = webpush.generateVAPIDKeys();
    const details = webpush.generateRequestDetails(subscription, 'hola', {
      vapidDetails: { subject: 'mailto:a@b.org', publicKey: key.publicKey, privateKey: key.privateKey },
    });
    const ok = await fetch(subscription.endpoint, {
      method: 'POST',
      headers: details.headers as Record<string, string>,
      body: new Uint8Array(details.body),
    });
    expect(ok.status).toBe(201);
    expect(push.messages.at(-1)).toMatchObject({ endpoint: subscription.endpoint, payload: 'hola' });
    // Another subscription's body, or no VAPID token: refused.
    const other = push.subscribe();
    const wrongBody = await fetch(other.endpoint, {
      method: 'POST',
      headers: { ...(details.headers as Record<string, string>) },
      body: new Uint8Array(cipherText),
    });
    expect(wrongBody.status).toBe(400);
    const noToken = await fetch(subscription.endpoint, {
      method: 'POST',
      headers: { ttl: '60', 'content-encoding': 'aes128gcm' },
      body: new Uint8Array(cipherText),
    });
    expect(noToken.status).toBe(401);
  });
});
