import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { pushBroadcasts, pushDeliveries, pushDevices } from '../../db/schema.ts';
import { type FakeExpo, startFakeExpo } from '../../dev/fake-expo.ts';
import { buildAppOn, freshDatabase } from '../../test/build-test-app.ts';
import { as, createCommunity, createMember, login } from '../../test/factories.ts';
import { eventually, insertDevices, N } from './notifications.test-kit.ts';
import type { PushConfig } from './push-config.ts';

// Every active device gets a broadcast exactly once, whatever Expo and the servers do: Expo's 429s are
// waited out (none dropped), the pace holds below 100 a second and is shared by every server on the
// database, a server cut off mid-request leaves only that request in doubt (sent again, nobody
// skipped), and Expo's receipts show in the history as delivered / not delivered.

let database: Database;
let drop: () => Promise<void>;
let uploads: string;
const apps: FastifyInstance[] = [];
const fakes: FakeExpo[] = [];
const communities: { id: string; pastorEmail: string; tokens: string[] }[] = [];

const fake = async (ratePerSecond: number | null) => {
  const f = await startFakeExpo({ port: 0, ratePerSecond });
  fakes.push(f);
  return f;
};
const start = async (on: Database, push: Partial<PushConfig>) => {
  const app = await buildAppOn(on, uploads, { push: { pollMs: 50, syncLimit: 0, ...push } });
  apps.push(app);
  return app;
};
const stopAll = async () => {
  for (const app of apps.splice(0)) await app.close();
};
const broadcastRow = async (id: string) =>
  (await database.db.select().from(pushBroadcasts).where(eq(pushBroadcasts.id, id)))[0]!;
const completedRow = (id: string, timeoutMs = 25_000) =>
  eventually(
    () => broadcastRow(id),
    (r) => r.status === 'COMPLETED',
    timeoutMs,
  );
const send = async (app: FastifyInstance, community: (typeof communities)[number], title = 'Vigilia') => {
  const res = await as(
    app,
    await login(app, community.pastorEmail),
  )({
    method: 'POST',
    url: `${N}/send-global`,
    payload: { title, message: 'Esta noche a las 7', communityId: community.id },
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().broadcast.id as string;
};
/** How many times each token got broadcast `id`, from the fake's record. */
const receivedBy = (f: FakeExpo, id: string) => {
  const counts = new Map<string, number>();
  for (const m of f.messages) {
    if ((m.data as { broadcastId?: string } | undefined)?.broadcastId !== id) continue;
    counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  }
  return counts;
};
/**
 * The rate Expo saw over a run of requests: the messages of all but the last request over the time
 * from the first request to the last (the last request's messages go at its start).
 */
const observedRate = (requests: { at: number; messages: number }[]) => {
  const sorted = [...requests].sort((a, b) => a.at - b.at);
  const messages = sorted.slice(0, -1).reduce((n, r) => n + r.messages, 0);
  return messages / ((sorted.at(-1)!.at - sorted[0]!.at) / 1000);
};

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  uploads = mkdtempSync(path.join(tmpdir(), 'koinonia-uploads-'));
  for (const [name, n] of [
    ['a', 250],
    ['b', 60],
    ['c', 60],
  ] as const) {
    const community = await createCommunity(database.db);
    const pastor = await createMember(database.db, community.id, { role: 'COMMUNITY_ADMIN' });
    const devices = await insertDevices(database.db, {
      communityId: community.id,
      userId: pastor.user.id,
      n,
      label: name,
    });
    communities.push({
      id: community.id,
      pastorEmail: pastor.user.email,
      tokens: devices.map((d) => d.token),
    });
  }
});
afterEach(stopAll);
afterAll(async () => {
  await stopAll();
  await database?.close();
  await drop?.();
  for (const f of fakes) await f.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('Expo’s rate limit', () => {
  it('is waited out: with Expo at 30 a second and the server at 600, everyone gets it once', async () => {
    // Requests of a second's worth of Expo's rate (30): the first empties its bucket, the second comes
    // well within the second it takes to fill again, is refused (429) and waits as Expo says.
    const expo = await fake(30);
    const app = await start(database, {
      expoBaseUrl: expo.url,
      ratePerSecond: 600,
      batchSize: 30,
      retryDeadlineMs: 60_000,
    });
    const b = communities[1]!;
    const id = await send(app, b);
    const done = await completedRow(id);
    expect(done).toMatchObject({ sent: 60, failed: 0, total: 60, errorCounts: {} });
    expect(expo.stats().rateLimited).toBeGreaterThan(0);
    const got = receivedBy(expo, id);
    expect([...got.keys()].sort()).toEqual([...b.tokens].sort());
    expect([...got.values()].every((n) => n === 1)).toBe(true);
  });
});

describe('the pace', () => {
  it('holds below 100 a second: requests of at most a second’s worth, never faster than the rate', async () => {
    const expo = await fake(null);
    const app = await start(database, { expoBaseUrl: expo.url, ratePerSecond: 20 });
    const b = communities[1]!;
    const id = await send(app, b);
    await completedRow(id);
    expect(receivedBy(expo, id).size).toBe(60);
    expect(expo.requests.map((r) => r.messages)).toEqual([20, 20, 20]);
    // An upper bound only: a busy machine may be slower, never faster.
    expect(observedRate(expo.requests)).toBeLessThanOrEqual(20 * 1.1);
  });

  it('is shared by two servers on one database: their broadcasts together keep to it', async () => {
    const expo = await fake(null);
    // One broadcast at a time each, so that each server runs one of them; requests of a quarter of a
    // second's worth, 60 devices each: together they take three seconds at the one rate (long enough
    // for a late request not to look like a burst), half that if each server kept a pace of its own.
    const config = { expoBaseUrl: expo.url, ratePerSecond: 40, batchSize: 10, maxParallel: 1 };
    const one = await start(database, config);
    const two = await start(database, config);
    const [, b, c] = communities;
    // Both queued before either server looks; two takes the older, then one the other at once (a claim
    // skips a broadcast another server holds).
    await one.push.stop();
    await two.push.stop();
    const idA = await send(two, b!, 'Ayuno');
    const idB = await send(one, c!, 'Retiro');
    two.push.start();
    await eventually(
      async () => (await broadcastRow(idA)).leaseOwner,
      (owner) => owner === two.push.owner,
    );
    one.push.start();
    await Promise.all([completedRow(idA), completedRow(idB)]);
    expect((await broadcastRow(idB)).leaseOwner).toBeNull();
    expect(receivedBy(expo, idA).size).toBe(60);
    expect(receivedBy(expo, idB).size).toBe(60);
    // While both were sending, Expo never saw more than the one rate.
    const of = (id: string) =>
      expo.messages.filter((m) => (m.data as { broadcastId: string }).broadcastId === id).map((m) => m.at);
    const firstOfB = Math.min(...of(idB));
    const overlap = expo.requests.filter((r) => r.at >= firstOfB);
    expect(overlap.length).toBeGreaterThan(2);
    // A's requests went on meanwhile.
    expect(of(idA).some((at) => at > firstOfB)).toBe(true);
    expect(observedRate(overlap)).toBeLessThanOrEqual(40 * 1.1);
  });
});

describe('Expo’s receipts', () => {
  it('show in the history as delivered and not delivered, and deactivate the devices Expo says are gone', async () => {
    const expo = await fake(null);
    const app = await start(database, { expoBaseUrl: expo.url, receiptDelayMs: 0 });
    const b = communities[1]!;
    expo.unregisterOnReceipt(b.tokens.slice(0, 3));
    const id = await send(app, b);
    await completedRow(id);
    const pastor = as(app, await login(app, b.pastorEmail));
    const before = (await pastor({ method: 'GET', url: `${N}/broadcasts/${id}` })).json();
    expect(before).toMatchObject({ sent: 60, delivered: 0, undelivered: 0 });
    expect(await app.push.checkReceipts()).toEqual({ checked: 60, deactivated: 3 });
    const after = (await pastor({ method: 'GET', url: `${N}/broadcasts/${id}` })).json();
    expect(after).toMatchObject({ sent: 60, delivered: 57, undelivered: 3 });
    const [listed] = (await pastor({ method: 'GET', url: `${N}/broadcasts` })).json().items;
    expect(listed).toMatchObject({ id, delivered: 57, undelivered: 3 });
    const records = await database.db.select().from(pushDeliveries).where(eq(pushDeliveries.broadcastId, id));
    expect(records.filter((r) => r.receipt === 'DeviceNotRegistered')).toHaveLength(3);
    expect(records.filter((r) => r.receipt === 'ok')).toHaveLength(57);
    // A second pass finds nothing left to count.
    expect(await app.push.checkReceipts()).toEqual({ checked: 0, deactivated: 0 });
    expect((await broadcastRow(id)).delivered).toBe(57);
    // Reactivate them for the other tests.
    await database.db.update(pushDevices).set({ isActive: true });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a server cut off from the database mid-request', () => {
  it('leaves only that request in doubt: the next server sends it again and everyone after it', async () => {
    const expo = await fake(null);
    const pool = database.pool as unknown as { options: { connectionString: string } };
    // The server that dies has its own connections, as another process would.
    const own = await openDatabase({ databaseUrl: pool.options.connectionString });
    const config = { expoBaseUrl: expo.url, leaseMs: 600, batchSize: 50 };
    const dying = await start(own, config);
    const a = communities[0]!;
    let held = false;
    dying.push.on('progress', (row: { sent: number }) => {
      if (row.sent >= 100 && !held) {
        held = true;
        expo.hold();
      }
    });
    const id = await send(dying, a);
    await expo.waitForHeld();
    // Its connections are gone: Expo accepts the request, the answer is never recorded.
    await own.close();
    expo.release();
    await eventually(
      async () => expo.stats().held,
      (n) => n === 0,
    );
    apps.splice(apps.indexOf(dying), 1);
    await start(database, config);
    const done = await completedRow(id);
    expect(done).toMatchObject({ status: 'COMPLETED', sent: 250, failed: 0, total: 250 });
    const got = receivedBy(expo, id);
    expect([...got.keys()].sort()).toEqual([...a.tokens].sort());
    const twice = [...got.values()].filter((n) => n > 1);
    expect(twice.length).toBeLessThanOrEqual(50);
    expect(twice.every((n) => n === 2)).toBe(true);
    await dying.close().catch(() => undefined);
  });
});
