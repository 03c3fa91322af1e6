import type { BroadcastItem } from '@koinonia/shared/notifications/notifications-read.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberships, pushBroadcasts, pushDeliveries, pushDevices, pushTickets } from '../../db/schema.ts';
import { createCommunity, createMember } from '../../test/factories.ts';
import { broadcastModel } from './notifications.queries.ts';
import { eventually, insertDevices, N, useNotificationsTestApp } from './notifications.test-kit.ts';

// The worker under stress: a batch Expo holds past the broadcast's lease (renewed, never claimed
// twice), a deactivated member's devices, a receipts pass over more than a page of tickets Expo does
// not know, and an open broadcast's progress that never goes past 100 %.

const LEASE_MS = 300;
const t = useNotificationsTestApp({ leaseMs: LEASE_MS, batchSize: 10, receiptDelayMs: 0 });
const push = () => t.app.t.app.push;
const broadcastRow = async (id: string) =>
  (await t.db().select().from(pushBroadcasts).where(eq(pushBroadcasts.id, id)))[0]!;
const queue = async (communityId: string, total: number) =>
  (
    await t
      .db()
      .insert(pushBroadcasts)
      .values({ communityId, title: 'Vigilia', message: 'Esta noche', total })
      .returning()
  )[0]!;
/** The devices of a broadcast's request in flight (marked SENDING). */
const sendingOf = (broadcastId: string) =>
  t
    .db()
    .select()
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.broadcastId, broadcastId), eq(pushDeliveries.status, 'SENDING')));
const received = (broadcastId: string) =>
  t.fake.messages
    .filter((m) => (m.data as { broadcastId?: string } | undefined)?.broadcastId === broadcastId)
    .map((m) => m.to);

beforeEach(async () => {
  t.fake.reset();
  await t.db().delete(pushDevices);
});

describe('a batch held past its lease', () => {
  it('keeps the lease, never runs the broadcast twice, and reaches everyone once', async () => {
    const db = t.db();
    const devices = 30;
    await insertDevices(db, {
      communityId: t.a(),
      userId: t.kit.cast.a.member.user.id,
      n: devices,
      label: 'lease',
    });
    await insertDevices(db, { communityId: t.b(), userId: t.kit.cast.b.member.user.id, n: 3, label: 'b' });
    t.fake.hold();
    const a = await queue(t.a(), devices);
    push().wake();
    await t.fake.waitForHeld();
    const marked = await broadcastRow(a.id);
    expect(await sendingOf(a.id)).toHaveLength(10);
    // Held for twice its lease: renewed meanwhile, still this worker's, the same batch in flight.
    const renewed = await eventually(
      () => broadcastRow(a.id),
      (r) => r.leaseExpiresAt!.getTime() > marked.leaseExpiresAt!.getTime() + 2 * LEASE_MS,
    );
    expect(renewed).toMatchObject({
      status: 'SENDING',
      leaseOwner: push().owner,
      failed: 0,
    });
    // A renewal that comes too late (the lease lapsed) must not let this worker claim it again: the
    // next claim takes the other community's broadcast instead.
    await db
      .update(pushBroadcasts)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(pushBroadcasts.id, a.id));
    const b = await queue(t.b(), 3);
    push().wake();
    await eventually(
      () => broadcastRow(b.id),
      (r) => r.leaseOwner === push().owner,
    );
    expect(await broadcastRow(a.id)).toMatchObject({ failed: 0, sent: 0 });
    expect(await sendingOf(a.id)).toHaveLength(10);
    t.fake.release();
    for (const [id, n] of [
      [a.id, devices],
      [b.id, 3],
    ] as const) {
      const done = await eventually(
        () => broadcastRow(id),
        (r) => r.status === 'COMPLETED',
      );
      expect(done).toMatchObject({ status: 'COMPLETED', sent: n, failed: 0, total: n, errorCounts: {} });
      const to = received(id);
      expect(to).toHaveLength(n);
      expect(new Set(to).size).toBe(n);
    }
  });
});

describe('deactivated members', () => {
  it('receive nothing on their devices, which stay registered', async () => {
    const db = t.db();
    await insertDevices(db, { communityId: t.a(), userId: t.kit.cast.a.member.user.id, n: 4, label: 'on' });
    const gone = await createMember(db, t.a(), { name: 'Miembro Desactivado' });
    const [off1, off2] = await insertDevices(db, {
      communityId: t.a(),
      userId: gone.user.id,
      n: 2,
      label: 'x',
    });
    await db
      .update(memberships)
      .set({ isActive: false })
      .where(and(eq(memberships.communityId, t.a()), eq(memberships.userId, gone.user.id)));
    const res = await t.pastor({
      method: 'POST',
      url: `${N}/send-global`,
      payload: { title: 'Aviso', message: 'Hola', communityId: t.a() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sent: 4, total: 4, successRate: 100, errors: [] });
    const to = received(res.json().broadcast.id);
    expect(to).toHaveLength(4);
    expect(to).not.toContain(off1!.token);
    expect(to).not.toContain(off2!.token);
    const stillThere = await db.select().from(pushDevices).where(eq(pushDevices.userId, gone.user.id));
    expect(stillThere.map((d) => d.isActive)).toEqual([true, true]);
  });
});

describe('the receipts pass', () => {
  it('ends over more than a page of tickets that all share one created_at and have no receipt', async () => {
    const db = t.db();
    const n = 1100;
    await insertDevices(db, { communityId: t.a(), userId: t.kit.cast.a.member.user.id, n, label: 'rc' });
    const [b] = await db
      .insert(pushBroadcasts)
      .values({ communityId: t.b(), title: 'R', message: 'R', status: 'COMPLETED' })
      .returning();
    // One statement, one now(): every ticket gets the same created_at; the fake never issued them.
    await db.execute(sql`
      insert into push_tickets (ticket_id, broadcast_id, device_id)
      select 'unknown-' || lpad((row_number() over (order by id))::text, 5, '0'), ${b!.id}::uuid, id
        from push_devices`);
    const pass = await push().checkReceipts();
    expect(pass).toEqual({ checked: 0, deactivated: 0 });
    expect(t.fake.stats().receiptRequests).toBeGreaterThanOrEqual(2);
    // Unanswered tickets wait for a later pass.
    const [left] = await db.select({ n: sql<number>`count(*)::int` }).from(pushTickets);
    expect(left!.n).toBe(n);
    await db.delete(pushTickets);
  });
});

describe('an open broadcast’s progress', () => {
  it('never reports more than 100 %, even when devices registered meanwhile took it past its total', async () => {
    // Read inside a transaction that is then rolled back: the worker never sees the broadcast.
    const community = await createCommunity(t.db());
    const key = { communityId: community.id };
    const rolledBack = new Error('rolled back');
    const read: (BroadcastItem | undefined)[] = [];
    await t
      .db()
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(pushBroadcasts)
          .values({
            communityId: community.id,
            title: 'T',
            message: 'M',
            status: 'SENDING',
            total: 10,
            sent: 11,
            failed: 1,
            errorCounts: { Other: 1 },
            startedAt: new Date(),
          })
          .returning({ id: pushBroadcasts.id });
        read.push(await broadcastModel.read(tx, key, row!.id));
        await tx.update(pushBroadcasts).set({ sent: 3 }).where(eq(pushBroadcasts.id, row!.id));
        read.push(await broadcastModel.read(tx, key, row!.id));
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(read[0]).toMatchObject({ total: 12, sent: 11, successRate: 91.7 });
    expect(read[1]).toMatchObject({ total: 10, successRate: 30 });
  });
});
