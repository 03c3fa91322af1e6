import { describePushErrors } from '@koinonia/shared/notifications/notifications.labels';
import { NOTIFICATION_MESSAGES } from '@koinonia/shared/notifications/notifications.schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, pushDevices, pushTickets } from '../../db/schema.ts';
import { completed, devicesOf, insertDevices, N, useNotificationsTestApp } from './notifications.test-kit.ts';

// A broadcast end to end against the fake Expo: validation, the 404 and 409 refusals, counts, the
// success rate and the error list, deactivations (ticket, malformed token, receipt), a 429 retried,
// a 500 counted, the 200 (waited for) and 202 (in the background) answers, history and isolation.

// A deadline past a 1 s Retry-After and the retries before it; the tests of what the deadline does
// shorten it (deadlineOf): waiting it out is all they would spend their time on.
const t = useNotificationsTestApp({ receiptDelayMs: 0, retryDeadlineMs: 3000 });
const send = (payload: Record<string, unknown>) =>
  t.pastor({ method: 'POST', url: `${N}/send-global`, payload });
const valid = () => ({
  title: 'Culto de oración',
  message: 'Te esperamos hoy a las 7 p. m.',
  communityId: t.a(),
});
/** Runs `work` with the app's retry deadline set to `ms` (read by the worker as a broadcast starts). */
const deadlineOf = async <T>(ms: number, work: () => Promise<T>): Promise<T> => {
  const config = t.app.t.app.push.config;
  const before = config.retryDeadlineMs;
  config.retryDeadlineMs = ms;
  try {
    return await work();
  } finally {
    config.retryDeadlineMs = before;
  }
};
const activeTokens = async () => (await devicesOf(t.db(), t.a(), true)).map((d) => d.token).sort();

beforeAll(async () => {
  await insertDevices(t.db(), { communityId: t.a(), userId: t.kit.cast.a.member.user.id, n: 20, label: 'a' });
});
beforeEach(() => t.fake.reset());

describe('send-global refusals', () => {
  it('validates the title, the message and the community with the spec’s texts', async () => {
    const cases = [
      [{ ...valid(), title: '   ' }, NOTIFICATION_MESSAGES.titleRequired],
      [{ ...valid(), title: 'x'.repeat(51) }, NOTIFICATION_MESSAGES.titleTooLong],
      [{ ...valid(), message: '' }, NOTIFICATION_MESSAGES.messageRequired],
      [{ ...valid(), message: 'y'.repeat(201) }, NOTIFICATION_MESSAGES.messageTooLong],
      [{ ...valid(), communityId: ' ' }, NOTIFICATION_MESSAGES.communityMissing],
      [{ title: 'Hola', message: 'Hola' }, NOTIFICATION_MESSAGES.communityMissing],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect(t.fake.messages).toEqual([]);
  });

  it('answers 404 for another community and 409 when there is no active device', async () => {
    for (const communityId of [t.b(), 'otra-comunidad']) {
      const res = await send({ ...valid(), communityId });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('COMMUNITY_NOT_FOUND');
    }
    const none = await t.pastorB({
      method: 'POST',
      url: `${N}/send-global`,
      payload: { ...valid(), communityId: t.b() },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_ACTIVE_DEVICES');
    expect(t.fake.messages).toEqual([]);
  });
});

describe('a broadcast', () => {
  it('sends to every active device once, trimmed, and reports failures in Spanish', async () => {
    const db = t.db();
    const memberId = t.kit.cast.a.member.user.id;
    const [gone1, gone2] = await insertDevices(db, {
      communityId: t.a(),
      userId: memberId,
      n: 2,
      label: 'gone',
    });
    const [inactive] = await insertDevices(db, {
      communityId: t.a(),
      userId: memberId,
      n: 1,
      label: 'off',
      isActive: false,
    });
    await db
      .insert(pushDevices)
      .values({ communityId: t.a(), userId: memberId, token: 'fcm:legacy-token', platform: 'android' });
    t.fake.unregister([gone1!.token, gone2!.token]);
    const res = await send({
      title: '  Culto de oración ',
      message: ' Te esperamos  ',
      communityId: ` ${t.a()} `,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ sent: 20, total: 23, successRate: 87 });
    expect(body.errors).toEqual(describePushErrors({ DeviceNotRegistered: 2, InvalidToken: 1 }));
    expect(body.errors).toEqual([
      'Dispositivo no registrado (desactivado): 2 dispositivos',
      'Token inválido (desactivado): 1 dispositivo',
    ]);
    expect(body.broadcast).toMatchObject({
      title: 'Culto de oración',
      message: 'Te esperamos',
      status: 'COMPLETED',
      sent: 20,
      failed: 3,
      errorCounts: { DeviceNotRegistered: 2, InvalidToken: 1 },
      createdBy: { id: t.kit.cast.a.pastor.user.id, name: t.kit.cast.a.pastor.user.name },
    });
    const received = t.fake.messages.map((m) => m.to).sort();
    expect(received).toEqual((await activeTokens()).sort());
    expect(received).not.toContain(inactive!.token);
    expect(t.fake.messages[0]).toMatchObject({ title: 'Culto de oración', body: 'Te esperamos' });
    // The unregistered and the malformed devices are deactivated.
    const off = (await devicesOf(db, t.a(), false)).map((d) => d.token).sort();
    expect(off).toEqual([gone1!.token, gone2!.token, inactive!.token, 'fcm:legacy-token'].sort());
    const stats = (await t.pastor({ method: 'GET', url: `${N}/stats` })).json().data;
    expect(stats).toMatchObject({ active: 20, inactive: 4, total: 24 });
    // History, current, one, audit.
    const history = (await t.pastor({ method: 'GET', url: `${N}/broadcasts` })).json();
    expect(history.pagination).toMatchObject({ page: 1, total: 1, hasMore: false });
    expect(history.items[0]).toEqual(body.broadcast);
    expect((await t.pastor({ method: 'GET', url: `${N}/broadcasts/current` })).json()).toEqual({
      data: null,
    });
    const one = await t.pastor({ method: 'GET', url: `${N}/broadcasts/${body.broadcast.id}` });
    expect(one.json()).toEqual(body.broadcast);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'broadcast'), eq(auditLog.objectId, body.broadcast.id)));
    expect(entry).toMatchObject({ action: 'create', changes: { title: 'Culto de oración', total: 23 } });
  });

  it('keeps broadcasts to their community', async () => {
    const [item] = (await t.pastor({ method: 'GET', url: `${N}/broadcasts` })).json().items;
    for (const url of [`${N}/broadcasts/${item.id}`, `${N}/broadcasts/not-an-id`]) {
      const res = await t.pastorB({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'BROADCAST_NOT_FOUND', message: 'El envío no existe' });
    }
    const history = (await t.pastorB({ method: 'GET', url: `${N}/broadcasts` })).json();
    expect(history).toEqual({ items: [], pagination: { page: 1, limit: 20, total: 0, hasMore: false } });
  });

  it('retries a 429 and sends everyone exactly once', async () => {
    t.fake.failNext(429, 1);
    const res = await send(valid());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sent: 20, total: 20, successRate: 100, errors: [] });
    const received = t.fake.messages.map((m) => m.to).sort();
    expect(received).toEqual(await activeTokens());
    expect(new Set(received).size).toBe(received.length);
  });

  it('retries a 500 and a 503, and waits as long as a 429’s Retry-After says', async () => {
    t.fake.failNext(500, 1);
    t.fake.failNext(503, 1);
    t.fake.failNext(429, 1, 1);
    const res = await send(valid());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sent: 20, total: 20, successRate: 100, errors: [] });
    const received = t.fake.messages.map((m) => m.to).sort();
    expect(received).toEqual(await activeTokens());
    expect(t.fake.requests.map((r) => r.status)).toEqual([500, 503, 429, 200]);
    // The accepted request came at least the Retry-After (1 s) after the refused one.
    const [, , refused, accepted] = t.fake.requests;
    expect(accepted!.at - refused!.at).toBeGreaterThanOrEqual(990);
  });

  it('counts a request Expo keeps refusing past the deadline as Expo’s error, without deactivating anyone', async () => {
    t.fake.failNext(500, 10_000);
    // Half a second: retries (backoff from 10 ms) fit many times over before it.
    const res = await deadlineOf(500, () => send(valid()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sent: 0,
      total: 20,
      successRate: 0,
      errors: ['Error del servicio de Expo: 20 dispositivos'],
    });
    expect(t.fake.stats().sendRequests).toBeGreaterThan(2);
    expect((await activeTokens()).length).toBe(20);
  });

  it('counts a request still rate limited at the deadline as such', async () => {
    t.fake.failNext(429, 10_000);
    const res = await deadlineOf(500, () => send(valid()));
    expect(res.json()).toMatchObject({
      sent: 0,
      errors: ['Expo limitó los envíos hasta agotar los reintentos: 20 dispositivos'],
    });
  });

  it('answers 202 for a broadcast over the sync limit, and 409 while it is open', async () => {
    const config = t.app.t.app.push.config;
    const limit = config.syncLimit;
    config.syncLimit = 10;
    try {
      t.fake.hold();
      const res = await send(valid());
      expect(res.statusCode).toBe(202);
      const { broadcast, ...known } = res.json();
      expect(['QUEUED', 'SENDING']).toContain(broadcast.status);
      expect(known).toEqual({ status: broadcast.status, total: 20 });
      expect(broadcast.total).toBe(20);
      const again = await send(valid());
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'BROADCAST_IN_PROGRESS',
        message: 'Ya hay un envío en curso. Espera a que termine para enviar otra notificación.',
      });
      const current = (await t.pastor({ method: 'GET', url: `${N}/broadcasts/current` })).json();
      expect(current.data.id).toBe(broadcast.id);
      await t.fake.waitForHeld();
      t.fake.release();
      const done = await completed(t.pastor, broadcast.id);
      expect(done).toMatchObject({ sent: 20, total: 20, failed: 0 });
      expect((await t.pastor({ method: 'GET', url: `${N}/broadcasts/current` })).json()).toEqual({
        data: null,
      });
    } finally {
      config.syncLimit = limit;
      t.fake.release();
    }
  });

  it('deactivates a device whose receipt says it is no longer registered', async () => {
    const db = t.db();
    const [late] = await insertDevices(db, {
      communityId: t.a(),
      userId: t.kit.cast.a.member.user.id,
      n: 1,
      label: 'late',
    });
    t.fake.unregisterOnReceipt([late!.token]);
    const res = await send(valid());
    expect(res.json()).toMatchObject({ sent: 21, total: 21 });
    expect((await db.select().from(pushTickets)).length).toBeGreaterThanOrEqual(21);
    const pass = await t.app.t.app.push.checkReceipts();
    expect(pass.deactivated).toBe(1);
    const [row] = await db.select().from(pushDevices).where(eq(pushDevices.id, late!.id));
    expect(row!.isActive).toBe(false);
    // This broadcast's receipts were all read (the fake forgot the earlier ones: they wait for a day).
    const id = res.json().broadcast.id;
    expect(await db.select().from(pushTickets).where(eq(pushTickets.broadcastId, id))).toEqual([]);
    expect((await activeTokens()).length).toBe(20);
  });
});
