import type { PushErrorKind } from '@koinonia/shared/notifications/notifications-read.schemas';
import { and, asc, eq, gt, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { memberships, pushBroadcasts, pushDevices, pushTickets } from '../../db/schema.ts';
import type { BatchDevice, BatchOutcome } from './push-sender.ts';

/** The worker's side of a broadcast: claim, batches, progress, release; and the receipts' tickets. */

export type BroadcastRow = typeof pushBroadcasts.$inferSelect;

const OPEN = ['QUEUED', 'SENDING'] as const;
const leaseUntil = (ms: number) => sql`now() + (${ms} * interval '1 millisecond')`;

/** The error counts with `extra` added. */
export function mergedCounts(
  counts: Record<string, number>,
  extra: Partial<Record<PushErrorKind, number>>,
): Record<string, number> {
  const merged = { ...counts };
  for (const [kind, n] of Object.entries(extra)) if (n) merged[kind] = (merged[kind] ?? 0) + n;
  return merged;
}

/**
 * Takes the oldest open broadcast whose lease is free or expired (another worker's process died, or
 * it let go at close), skipping those another worker holds. A batch that was in flight when its worker
 * died is counted 'Interrupted' and skipped: its messages may have gone, so it is never sent again.
 * `running`: the broadcasts this worker is still running itself (never claimed twice, even when a
 * late renewal let their lease lapse).
 */
export async function claimBroadcast(
  db: Db,
  owner: string,
  leaseMs: number,
  running: string[] = [],
): Promise<BroadcastRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(pushBroadcasts)
      .where(
        and(
          inArray(pushBroadcasts.status, OPEN),
          or(isNull(pushBroadcasts.leaseExpiresAt), lt(pushBroadcasts.leaseExpiresAt, sql`now()`)),
          running.length ? notInArray(pushBroadcasts.id, running) : undefined,
        ),
      )
      .orderBy(asc(pushBroadcasts.createdAt), asc(pushBroadcasts.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return undefined;
    const interrupted = row.inFlightLast ? row.inFlightCount : 0;
    const [claimed] = await tx
      .update(pushBroadcasts)
      .set({
        status: 'SENDING',
        startedAt: row.startedAt ?? sql`now()`,
        leaseOwner: owner,
        leaseExpiresAt: leaseUntil(leaseMs),
        cursor: row.inFlightLast ?? row.cursor,
        inFlightLast: null,
        inFlightCount: 0,
        failed: row.failed + interrupted,
        errorCounts: mergedCounts(row.errorCounts, { Interrupted: interrupted }),
      })
      .where(eq(pushBroadcasts.id, row.id))
      .returning();
    return claimed;
  });
}

export type NextBatch =
  | { kind: 'lost' }
  | { kind: 'done'; broadcast: BroadcastRow }
  | { kind: 'batch'; broadcast: BroadcastRow; devices: BatchDevice[] };

/**
 * The next devices after the cursor (active ones of active members, by id), marked in flight; or, when
 * none is left, the broadcast completed (total = sent + failed). 'lost' when the lease is no longer
 * this worker's. A deactivated member's devices stay registered but receive nothing (the join probes
 * memberships_community_user_key once per device).
 */
export async function nextBatch(
  db: Db,
  id: string,
  owner: string,
  { batchSize, leaseMs }: { batchSize: number; leaseMs: number },
): Promise<NextBatch> {
  return db.transaction(async (tx) => {
    const row = await lockOwned(tx, id, owner);
    if (!row) return { kind: 'lost' };
    const devices = await tx
      .select({ id: pushDevices.id, token: pushDevices.token })
      .from(pushDevices)
      .innerJoin(
        memberships,
        and(
          eq(memberships.communityId, pushDevices.communityId),
          eq(memberships.userId, pushDevices.userId),
          eq(memberships.isActive, true),
        ),
      )
      .where(
        and(
          eq(pushDevices.communityId, row.communityId),
          eq(pushDevices.isActive, true),
          row.cursor ? gt(pushDevices.id, row.cursor) : undefined,
        ),
      )
      .orderBy(asc(pushDevices.id))
      .limit(batchSize);
    const last = devices.at(-1);
    if (!last) {
      const [done] = await tx
        .update(pushBroadcasts)
        .set({
          status: 'COMPLETED',
          finishedAt: sql`now()`,
          total: row.sent + row.failed,
          leaseOwner: null,
          leaseExpiresAt: null,
        })
        .where(eq(pushBroadcasts.id, id))
        .returning();
      return { kind: 'done', broadcast: done! };
    }
    const [marked] = await tx
      .update(pushBroadcasts)
      .set({ inFlightLast: last.id, inFlightCount: devices.length, leaseExpiresAt: leaseUntil(leaseMs) })
      .where(eq(pushBroadcasts.id, id))
      .returning();
    return { kind: 'batch', broadcast: marked!, devices };
  });
}

async function lockOwned(tx: Tx, id: string, owner: string) {
  const [row] = await tx
    .select()
    .from(pushBroadcasts)
    .where(and(eq(pushBroadcasts.id, id), eq(pushBroadcasts.leaseOwner, owner)))
    .limit(1)
    .for('update');
  return row;
}

/**
 * A batch's outcome in one transaction: the cursor past it, the counts, the devices that must stop
 * receiving deactivated, the ok tickets stored for the receipts; the lease renewed, or let go when
 * the worker is closing. False when the lease was lost meanwhile (the batch was counted Interrupted).
 */
export async function commitBatch(
  db: Db,
  {
    id,
    owner,
    last,
    outcome,
    leaseMs,
    release,
  }: {
    id: string;
    owner: string;
    last: string;
    outcome: BatchOutcome;
    leaseMs: number;
    release: boolean;
  },
): Promise<BroadcastRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockOwned(tx, id, owner);
    if (!row || row.inFlightLast !== last) return undefined;
    const [updated] = await tx
      .update(pushBroadcasts)
      .set({
        cursor: last,
        inFlightLast: null,
        inFlightCount: 0,
        sent: row.sent + outcome.sent,
        failed: row.failed + outcome.failed,
        errorCounts: mergedCounts(row.errorCounts, outcome.errorCounts),
        leaseOwner: release ? null : owner,
        leaseExpiresAt: release ? null : leaseUntil(leaseMs),
      })
      .where(eq(pushBroadcasts.id, id))
      .returning();
    await deactivateDevices(tx, outcome.deactivate);
    if (outcome.tickets.length) {
      // Only for devices still there (a cleanup may have deleted some meanwhile).
      await tx.execute(sql`
        insert into push_tickets (ticket_id, broadcast_id, device_id)
        select t.ticket_id, ${id}::uuid, d.id
        from jsonb_to_recordset(${JSON.stringify(outcome.tickets.map((t) => ({ ticket_id: t.ticketId, device_id: t.deviceId })))}::jsonb)
          as t(ticket_id text, device_id uuid)
        join push_devices d on d.id = t.device_id
        on conflict (ticket_id) do nothing`);
    }
    return updated;
  });
}

/** Keeps the lease while a batch is being sent; false when it is no longer this worker's. */
export async function renewLease(db: Db, id: string, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(pushBroadcasts)
    .set({ leaseExpiresAt: leaseUntil(leaseMs) })
    .where(and(eq(pushBroadcasts.id, id), eq(pushBroadcasts.leaseOwner, owner)))
    .returning({ id: pushBroadcasts.id });
  return rows.length > 0;
}

/**
 * Lets a broadcast go (status unchanged) so that another worker takes it at once. A batch still marked
 * in flight (the run failed while sending it) is counted 'Interrupted' by that claim, never resent.
 */
export async function releaseBroadcast(db: Db, id: string, owner: string) {
  await db
    .update(pushBroadcasts)
    .set({ leaseOwner: null, leaseExpiresAt: null })
    .where(and(eq(pushBroadcasts.id, id), eq(pushBroadcasts.leaseOwner, owner)));
}

export async function deactivateDevices(db: Tx, ids: string[]) {
  if (!ids.length) return;
  await db
    .update(pushDevices)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(inArray(pushDevices.id, ids), eq(pushDevices.isActive, true)));
}

/**
 * Tickets old enough for their receipt, after `after` by ticket id (the primary key: a cursor on
 * created_at would need its microseconds, and a batch's tickets all share one now()).
 */
export async function ticketsDue(
  db: Db,
  { delayMs, after, limit }: { delayMs: number; after?: string | undefined; limit: number },
) {
  return db
    .select()
    .from(pushTickets)
    .where(
      and(
        sql`${pushTickets.createdAt} <= now() - (${delayMs} * interval '1 millisecond')`,
        after === undefined ? undefined : gt(pushTickets.ticketId, after),
      ),
    )
    .orderBy(asc(pushTickets.ticketId))
    .limit(limit);
}

export async function deleteTickets(db: Tx, ticketIds: string[]) {
  if (ticketIds.length) await db.delete(pushTickets).where(inArray(pushTickets.ticketId, ticketIds));
}

/** Expo keeps receipts about a day: older tickets will never have one. */
export async function dropExpiredTickets(db: Db, maxAgeMs: number) {
  await db
    .delete(pushTickets)
    .where(sql`${pushTickets.createdAt} < now() - (${maxAgeMs} * interval '1 millisecond')`);
}
