import { expect } from 'vitest';
import { pushBroadcasts, pushDevices } from '../../db/schema.ts';
import { as, snapshotRows } from '../../test/factories.ts';
import type { IsolationPiece } from '../../test/isolation-kit.ts';

/** Community A's broadcast, and a phone and a browser of A's member. */
export const isolation: IsolationPiece = async ({ app, db, cast }) => {
  const token = 'ExponentPushToken[alfa-device]';
  const title = 'Aviso privado de Alfa';
  const device = await as(
    app,
    cast.a.tokens.member,
  )({ method: 'POST', url: '/api/notifications/devices', payload: { token, platform: 'ios' } });
  expect(device.statusCode).toBe(200);
  // A browser of A's member (Web Push): its endpoint is its token.
  const endpoint = 'https://push.example.org/alfa-browser';
  const browser = await as(
    app,
    cast.a.tokens.member,
  )({
    method: 'POST',
    url: '/api/notifications/devices',
    payload: {
      platform: 'web',
      subscription: { endpoint, keys: { p256dh: `B${'q'.repeat(86)}`, auth: 'a'.repeat(22) } },
    },
  });
  expect(browser.statusCode, browser.body).toBe(200);
  const [broadcast] = await db
    .insert(pushBroadcasts)
    .values({
      communityId: cast.a.community.id,
      title,
      message: 'Hola',
      status: 'COMPLETED',
      total: 1,
      sent: 1,
    })
    .returning();
  return {
    snapshot: () => snapshotRows(db, { pushDevices, pushBroadcasts }),
    secrets: [title, broadcast!.id],
    foreign: [
      { method: 'GET', url: `/api/notifications/broadcasts/${broadcast!.id}` },
      { method: 'DELETE', url: `/api/notifications/devices/${encodeURIComponent(token)}` },
      { method: 'DELETE', url: `/api/notifications/devices/${encodeURIComponent(endpoint)}` },
      {
        method: 'POST',
        url: '/api/notifications/send-global',
        payload: { title: 'Hola', message: 'Hola', communityId: cast.a.community.id },
      },
    ],
    reads: [
      {
        call: { method: 'GET', url: '/api/notifications/stats' },
        check: (res) =>
          expect(res.json()).toEqual({ data: { active: 0, total: 0, inactive: 0, byPlatform: [] } }),
      },
      {
        call: { method: 'GET', url: '/api/notifications/broadcasts' },
        check: (res) => expect(res.json().pagination.total).toBe(0),
      },
      { call: { method: 'GET', url: '/api/notifications/broadcasts/current' } },
      {
        call: { method: 'DELETE', url: '/api/notifications/cleanup/1' },
        check: (res) => expect(res.json()).toEqual({ data: { deletedTokens: 0 } }),
      },
    ],
  };
};
