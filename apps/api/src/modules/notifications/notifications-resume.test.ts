import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { pushBroadcasts, pushDeliveries, pushDevices } from '../../db/schema.ts';
import { type FakeExpo, startFakeExpo } from '../../dev/fake-expo.ts';
import { buildAppOn, freshDatabase } from '../../test/build-test-app.ts';
import { as, createCommunity, createMember, login } from '../../test/factories.ts';
import { eventually, insertDevices, N } from './notifications.test-kit.ts';
import type { BroadcastRow } from './push-jobs.queries.ts';

// A broadcast survives its server: closed mid-broadcast, the server finishes the request in flight
// and lets the broadcast go, and a second server on the same database finishes it; a server that died
// with a request in flight leaves that request in doubt, sent again by the next one: nobody is
// skipped, at most that request's devices get it twice.

const DEVICES = 45;
let fake: FakeExpo;
let database: Database;
let drop: () => Promise<void>;
let uploads: string;
let communityId: string;
let pastorEmail: string;
const apps: FastifyInstance[] = [];

const start = async (push: Record<string, unknown> = {}) => {
  const app = await buildAppOn(database, uploads, {
    push: { expoBaseUrl: fake.url, batchSize: 10, pollMs: 50, ...push },
  });
  apps.push(app);
  return app;
};
const broadcastRow = async (id: string) =>
  (await database.db.select().from(pushBroadcasts).where(eq(pushBroadcasts.id, id)))[0]!;
/** A broadcast a server that died was sending: SENDING, its lease expired, its cursor at `cursor`. */
const leftByADeadServer = async (values: { title: string; cursor: string; sent?: number }) => {
  const [row] = await database.db
    .insert(pushBroadcasts)
    .values({
      communityId,
      message: 'Mañana',
      status: 'SENDING',
      total: DEVICES,
      leaseOwner: 'a-server-that-died',
      leaseExpiresAt: new Date(Date.now() - 1000),
      startedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
};
/** A broadcast's delivery records by status. */
const deliveries = async (broadcastId: string) => {
  const rows = await database.db
    .select({ status: pushDeliveries.status })
    .from(pushDeliveries)
    .where(eq(pushDeliveries.broadcastId, broadcastId));
  const counts: Record<string, number> = {};
  for (const r of rows) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
};
const sortedDevices = () =>
  database.db
    .select()
    .from(pushDevices)
    .where(eq(pushDevices.communityId, communityId))
    .orderBy(asc(pushDevices.id));

beforeAll(async () => {
  fake = await startFakeExpo({ port: 0, ratePerSecond: null });
  ({ database, drop } = await freshDatabase());
  uploads = mkdtempSync(path.join(tmpdir(), 'koinonia-uploads-'));
  const community = await createCommunity(database.db);
  communityId = community.id;
  const pastor = await createMember(database.db, communityId, { role: 'COMMUNITY_ADMIN' });
  pastorEmail = pastor.user.email;
  await insertDevices(database.db, { communityId, userId: pastor.user.id, n: DEVICES, label: 'r' });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  await drop?.();
  await fake?.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('a broadcast across servers', () => {
  it('is finished by another server after a graceful close, everyone reached once', async () => {
    const appA = await start({ syncLimit: 0 });
    let held = false;
    appA.push.on('progress', (row: BroadcastRow) => {
      // After the first batch: the next batch's request waits in the fake.
      if (row.sent > 0 && !held) {
        held = true;
        fake.hold();
      }
    });
    const pastor = as(appA, await login(appA, pastorEmail));
    const res = await pastor({
      method: 'POST',
      url: `${N}/send-global`,
      payload: { title: 'Vigilia', message: 'Esta noche', communityId },
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().broadcast.id as string;
    await fake.waitForHeld();
    const closing = appA.close();
    await eventually(
      async () => appA.push.closing,
      (stopping) => stopping,
    );
    fake.release();
    await closing;
    const paused = await broadcastRow(id);
    expect(paused).toMatchObject({ status: 'SENDING', sent: 20, leaseOwner: null });
    expect(await deliveries(id)).toMatchObject({ SENT: 20 });
    expect(fake.messages).toHaveLength(20);

    const appB = await start();
    const done = await eventually(
      () => broadcastRow(id),
      (row) => row.status === 'COMPLETED',
    );
    expect(done).toMatchObject({ status: 'COMPLETED', sent: DEVICES, failed: 0, total: DEVICES });
    const received = fake.messages.map((m) => m.to).sort();
    expect(new Set(received).size).toBe(received.length);
    expect(received).toEqual((await sortedDevices()).map((d) => d.token).sort());
    const answer = await as(
      appB,
      await login(appB, pastorEmail),
    )({ method: 'GET', url: `${N}/broadcasts/${id}` });
    expect(answer.json()).toMatchObject({
      status: 'COMPLETED',
      sent: DEVICES,
      total: DEVICES,
      successRate: 100,
    });
  });

  it('sends again the request a dead server had in flight, and everyone after it, once', async () => {
    fake.reset();
    const devices = await sortedDevices();
    const row = await leftByADeadServer({ title: 'Ayuno', sent: 10, cursor: devices[19]!.id });
    // What it left: ten devices sent, the next ten marked SENDING (its request's answer never recorded).
    await database.db.insert(pushDeliveries).values([
      ...devices.slice(0, 10).map((d, i) => ({
        broadcastId: row.id,
        deviceId: d.id,
        status: 'SENT' as const,
        ticketId: `t-${i}`,
      })),
      ...devices.slice(10, 20).map((d) => ({ broadcastId: row.id, deviceId: d.id })),
    ]);
    const app = apps.at(-1)!;
    app.push.wake();
    const done = await eventually(
      () => broadcastRow(row.id),
      (r) => r.status === 'COMPLETED',
    );
    expect(done).toMatchObject({ sent: DEVICES, failed: 0, total: DEVICES, errorCounts: {} });
    expect(fake.messages.map((m) => m.to).sort()).toEqual(
      devices
        .slice(10)
        .map((d) => d.token)
        .sort(),
    );
    expect(await deliveries(row.id)).toEqual({ SENT: DEVICES });
    const item = await as(
      app,
      await login(app, pastorEmail),
    )({ method: 'GET', url: `${N}/broadcasts/${row.id}` });
    expect(item.json()).toMatchObject({ sent: DEVICES, total: DEVICES, successRate: 100, errors: [] });
  });

  it('fails as interrupted a request in doubt that was already tried three times', async () => {
    fake.reset();
    const devices = await sortedDevices();
    const row = await leftByADeadServer({ title: 'Vigilia', cursor: devices[4]!.id });
    await database.db
      .insert(pushDeliveries)
      .values(devices.slice(0, 5).map((d) => ({ broadcastId: row.id, deviceId: d.id, attempts: 3 })));
    apps.at(-1)!.push.wake();
    const done = await eventually(
      () => broadcastRow(row.id),
      (r) => r.status === 'COMPLETED',
    );
    expect(done).toMatchObject({ sent: DEVICES - 5, failed: 5, errorCounts: { Interrupted: 5 } });
    expect(fake.messages).toHaveLength(DEVICES - 5);
  });

  it('answers a send-global waiting on a closing server with the progress so far (202)', async () => {
    // Only the server under test sends.
    await apps.pop()!.close();
    fake.reset();
    const app = await start();
    const pastor = as(app, await login(app, pastorEmail));
    fake.hold();
    // Small enough to be waited for (45 ≤ PUSH_SYNC_LIMIT): the answer would wait for the whole send.
    const answer = pastor({
      method: 'POST',
      url: `${N}/send-global`,
      payload: { title: 'Retiro', message: 'El sábado', communityId },
    });
    await fake.waitForHeld();
    // Answered while the batch is still held: the closing server does not keep the request waiting.
    const closing = app.close();
    const res = await answer;
    expect(res.statusCode, res.body).toBe(202);
    // Only what is known yet: the state and the devices it goes to; no made-up count of sent.
    expect(res.json()).toEqual({
      status: 'SENDING',
      total: DEVICES,
      broadcast: expect.objectContaining({ status: 'SENDING' }),
    });
    fake.release();
    await closing;
    expect(await broadcastRow(res.json().broadcast.id)).toMatchObject({ sent: 10, leaseOwner: null });
    expect(await deliveries(res.json().broadcast.id)).toEqual({ SENT: 10 });
    // Another server finishes it: everyone reached once.
    await start();
    const done = await eventually(
      () => broadcastRow(res.json().broadcast.id),
      (row) => row.status === 'COMPLETED',
    );
    expect(done).toMatchObject({ sent: DEVICES, failed: 0, total: DEVICES });
    const received = fake.messages.map((m) => m.to);
    expect(new Set(received).size).toBe(DEVICES);
    expect(received).toHaveLength(DEVICES);
  });
});
