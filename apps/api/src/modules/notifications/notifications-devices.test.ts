import { NOTIFICATION_MESSAGES } from '@koinonia/shared/notifications/notifications.schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, pushDevices } from '../../db/schema.ts';
import { as, createCommunity, createMember, login } from '../../test/factories.ts';
import { devicesOf, expoToken, insertDevices, N, useNotificationsTestApp } from './notifications.test-kit.ts';

// Device registration (any member, guests included), unregistration (own device only), the stats read
// from the kept counts, and the stale token cleanup (pastors only, this community only).

const t = useNotificationsTestApp({}, false);
const DAY = 86_400_000;

const statsOf = async () => (await t.pastor({ method: 'GET', url: `${N}/stats` })).json().data;

describe('device registration', () => {
  it('registers a trimmed token for any member, guests included', async () => {
    for (const [who, call] of [
      ['member', t.member],
      ['guest', t.guest],
      ['helper', t.helper],
      ['pastor', t.pastor],
    ] as const) {
      const token = expoToken(`reg-${who}`);
      const res = await call({
        method: 'POST',
        url: `${N}/devices`,
        payload: { token: `  ${token} `, platform: 'ios' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ token, platform: 'ios', isActive: true });
      expect(Date.parse(res.json().data.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('refuses a token that is not Expo’s, a platform other than ios, android or web, and web without a subscription, in Spanish', async () => {
    const cases = [
      [{ token: 'fcm:abc', platform: 'ios' }, NOTIFICATION_MESSAGES.tokenInvalid],
      [{ token: '   ', platform: 'ios' }, NOTIFICATION_MESSAGES.tokenInvalid],
      [{ token: expoToken('x'.repeat(200)), platform: 'ios' }, NOTIFICATION_MESSAGES.tokenInvalid],
      [{ platform: 'android' }, NOTIFICATION_MESSAGES.tokenInvalid],
      [{ token: expoToken('web'), platform: 'web' }, NOTIFICATION_MESSAGES.subscriptionInvalid],
      [{ token: expoToken('pc'), platform: 'windows' }, NOTIFICATION_MESSAGES.platformInvalid],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await t.member({ method: 'POST', url: `${N}/devices`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    const anonymous = await t.app.t.app.inject({
      method: 'POST',
      url: `${N}/devices`,
      payload: { token: expoToken('anon'), platform: 'ios' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps one row per token: its own account registers it again, seen now and reactivated', async () => {
    const db = t.db();
    const token = expoToken('same-person');
    const register = () =>
      t.member({ method: 'POST', url: `${N}/devices`, payload: { token, platform: 'android' } });
    expect((await register()).statusCode).toBe(200);
    await db
      .update(pushDevices)
      .set({ lastSeenAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(pushDevices.token, token));
    expect((await register()).statusCode).toBe(200);
    const rows = await db.select().from(pushDevices).where(eq(pushDevices.token, token));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      communityId: t.a(),
      userId: t.kit.cast.a.member.user.id,
      isActive: true,
    });
    expect(rows[0]!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a token another account holds on an active phone, and changes nothing', async () => {
    const db = t.db();
    const token = expoToken('someone-else');
    await t.member({ method: 'POST', url: `${N}/devices`, payload: { token, platform: 'android' } });
    const [before] = await db.select().from(pushDevices).where(eq(pushDevices.token, token));
    for (const call of [t.memberB, t.guest, t.pastor]) {
      const res = await call({ method: 'POST', url: `${N}/devices`, payload: { token, platform: 'ios' } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'DEVICE_OTHER_ACCOUNT',
        message:
          'Este teléfono recibe las notificaciones de otra cuenta. Cierra la sesión de esa cuenta en el teléfono e inténtalo de nuevo.',
      });
    }
    const [after] = await db.select().from(pushDevices).where(eq(pushDevices.token, token));
    expect(after).toEqual(before);
    // Once that account signs out on the phone (its device removed), the other one registers it.
    const url = `${N}/devices/${encodeURIComponent(token)}`;
    expect((await t.member({ method: 'DELETE', url })).statusCode).toBe(204);
    const res = await t.memberB({ method: 'POST', url: `${N}/devices`, payload: { token, platform: 'ios' } });
    expect(res.statusCode).toBe(200);
    const [moved] = await db.select().from(pushDevices).where(eq(pushDevices.token, token));
    expect(moved).toMatchObject({ communityId: t.b(), userId: t.kit.cast.b.member.user.id });
  });

  it('hands over a token whose phone is inactive or not seen for 30 days, reactivated and seen now', async () => {
    const db = t.db();
    for (const [label, change] of [
      ['inactive', { isActive: false }],
      ['stale', { lastSeenAt: new Date(Date.now() - 31 * DAY) }],
    ] as const) {
      const token = expoToken(`handover-${label}`);
      await t.member({ method: 'POST', url: `${N}/devices`, payload: { token, platform: 'android' } });
      await db.update(pushDevices).set(change).where(eq(pushDevices.token, token));
      const again = await t.memberB({
        method: 'POST',
        url: `${N}/devices`,
        payload: { token, platform: 'ios' },
      });
      expect(again.statusCode, label).toBe(200);
      const rows = await db.select().from(pushDevices).where(eq(pushDevices.token, token));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        communityId: t.b(),
        userId: t.kit.cast.b.member.user.id,
        platform: 'ios',
        isActive: true,
      });
      expect(rows[0]!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('lets a member remove only their own device', async () => {
    const token = expoToken('mine');
    await t.member({ method: 'POST', url: `${N}/devices`, payload: { token, platform: 'ios' } });
    const url = `${N}/devices/${encodeURIComponent(token)}`;
    for (const call of [t.guest, t.pastor, t.pastorB]) {
      const res = await call({ method: 'DELETE', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'DEVICE_NOT_FOUND',
        message: 'El dispositivo no está registrado',
      });
    }
    expect((await t.member({ method: 'DELETE', url })).statusCode).toBe(204);
    expect(await t.db().select().from(pushDevices).where(eq(pushDevices.token, token))).toEqual([]);
    expect((await t.member({ method: 'DELETE', url })).statusCode).toBe(404);
  });
});

describe('the notification centre is for pastors', () => {
  it('answers 403 to helpers, members and guests on every centre route', async () => {
    const routes = [
      { method: 'GET', url: `${N}/stats` },
      {
        method: 'POST',
        url: `${N}/send-global`,
        payload: { title: 'Hola', message: 'Hola', communityId: 'x' },
      },
      { method: 'GET', url: `${N}/broadcasts` },
      { method: 'GET', url: `${N}/broadcasts/current` },
      { method: 'GET', url: `${N}/broadcasts/00000000-0000-4000-8000-000000000000` },
      { method: 'DELETE', url: `${N}/cleanup` },
      { method: 'DELETE', url: `${N}/cleanup/7` },
    ] as const;
    for (const call of [t.helper, t.member, t.guest]) {
      for (const route of routes) {
        const res = await call(route);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    }
  });
});

describe('stats and cleanup', () => {
  it('counts active and inactive devices per platform, and follows every change', async () => {
    const db = t.db();
    // A fresh community, so the other tests' devices do not count.
    const user = (await createMember(db, t.a(), { role: 'MEMBER' })).user;
    const other = await createCommunity(db);
    const pastorOfOther = await createMember(db, other.id, { role: 'COMMUNITY_ADMIN' });
    const community = other.id;
    const pastor = as(t.app.t.app, await login(t.app.t.app, pastorOfOther.user.email));
    const stats = async () => (await pastor({ method: 'GET', url: `${N}/stats` })).json().data;
    expect(await stats()).toEqual({ active: 0, total: 0, inactive: 0, byPlatform: [] });
    await insertDevices(db, {
      communityId: community,
      userId: user.id,
      n: 5,
      label: 'st-ios',
      platform: 'ios',
    });
    await insertDevices(db, {
      communityId: community,
      userId: user.id,
      n: 3,
      label: 'st-and',
      platform: 'android',
    });
    await insertDevices(db, {
      communityId: community,
      userId: user.id,
      n: 2,
      label: 'st-old',
      platform: 'android',
      isActive: false,
      lastSeenAt: new Date(Date.now() - 45 * DAY),
    });
    expect(await stats()).toEqual({
      active: 8,
      total: 10,
      inactive: 2,
      byPlatform: [
        { platform: 'android', isActive: true, _count: 3 },
        { platform: 'android', isActive: false, _count: 2 },
        { platform: 'ios', isActive: true, _count: 5 },
      ],
    });
    // Deactivating one and moving one to community A are counted at once.
    await db
      .update(pushDevices)
      .set({ isActive: false })
      .where(eq(pushDevices.token, expoToken('st-ios-00000')));
    await db
      .update(pushDevices)
      .set({ communityId: t.a() })
      .where(eq(pushDevices.token, expoToken('st-ios-00001')));
    expect(await stats()).toMatchObject({ active: 6, inactive: 3, total: 9 });
    // Cleanup by age: 30 days by default.
    await db
      .update(pushDevices)
      .set({ lastSeenAt: new Date(Date.now() - 10 * DAY) })
      .where(eq(pushDevices.token, expoToken('st-and-00000')));
    const cleaned = await pastor({ method: 'DELETE', url: `${N}/cleanup` });
    expect(cleaned.statusCode).toBe(200);
    expect(cleaned.json()).toEqual({ data: { deletedTokens: 2 } });
    expect(await stats()).toMatchObject({ active: 6, inactive: 1, total: 7 });
    const week = await pastor({ method: 'DELETE', url: `${N}/cleanup/7` });
    expect(week.json()).toEqual({ data: { deletedTokens: 1 } });
    expect(await stats()).toMatchObject({ active: 5, inactive: 1, total: 6 });
  });

  it('cleans only its own community’s devices and records it in the audit log', async () => {
    const db = t.db();
    const old = new Date(Date.now() - 90 * DAY);
    const userA = t.kit.cast.a.member.user.id;
    const userB = t.kit.cast.b.member.user.id;
    await insertDevices(db, { communityId: t.a(), userId: userA, n: 4, label: 'old-a', lastSeenAt: old });
    await insertDevices(db, { communityId: t.b(), userId: userB, n: 3, label: 'old-b', lastSeenAt: old });
    const beforeB = (await t.pastorB({ method: 'GET', url: `${N}/stats` })).json().data.total;
    const res = await t.pastor({ method: 'DELETE', url: `${N}/cleanup/60` });
    expect(res.json().data.deletedTokens).toBe(4);
    expect((await t.pastorB({ method: 'GET', url: `${N}/stats` })).json().data.total).toBe(beforeB);
    expect((await devicesOf(db, t.b())).filter((d) => d.token.includes('old-b'))).toHaveLength(3);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.communityId, t.a()), eq(auditLog.objectType, 'devices')));
    expect(entry).toMatchObject({ action: 'delete', changes: { days: 60, deletedDevices: 4 } });
    expect((await statsOf()).total).toBeGreaterThan(0);
  });

  it('refuses a cleanup age that is not a whole number of days between 1 and 3650', async () => {
    for (const days of ['0', '1.5', 'abc', '3651', '-3']) {
      const res = await t.pastor({ method: 'DELETE', url: `${N}/cleanup/${days}` });
      expect(res.statusCode, days).toBe(400);
      expect(res.json().message).toBe(NOTIFICATION_MESSAGES.daysInvalid);
    }
  });
});
