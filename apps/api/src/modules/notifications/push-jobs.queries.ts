import type { PushErrorKind } from '@koinonia/shared/notifications/notifications-read.schemas';
import { and, asc, eq, gt, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { memberships, pushBroadcasts, pushDevices } from '../../db/schema.ts';
import { rowsOf } from '../../lib/rows.ts';
import { type ChunkDevice as BatchDevice, type DeviceResult, deactivatingKinds } from './push-sender.ts';

/** The worker's side of a broadcast: claim, batches, progress, release; and the receipts' tickets. */

export type BroadcastRow = typeof pushBroadcasts.$inferSelect;
export type NextChunkDevice = BatchDevice;

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
 * it let go at close), skipping those another worker holds. Its delivery records say where it is: the
 * devices with no record are still to send, a request's worth marked SENDING is in doubt (sent again).
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
      .select({ id: pushBroadcasts.id })
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
    const [claimed] = await tx
      .update(pushBroadcasts)
      .set({
        status: 'SENDING',
        startedAt: sql`coalesce(${pushBroadcasts.startedAt}, now())`,
        leaseOwner: owner,
        leaseExpiresAt: leaseUntil(leaseMs),
      })
      .where(eq(pushBroadcasts.id, row.id))
      .returning();
    return claimed;
  });
}

/** A request sent for devices marked SENDING this many times without an answer recorded fails them. */
export const MAX_ATTEMPTS = 3;

export type NextChunk =
  | { kind: 'lost' }
  | { kind: 'done'; broadcast: BroadcastRow }
  | { kind: 'released'; broadcast: BroadcastRow }
  | { kind: 'chunk'; broadcast: BroadcastRow; devices: BatchDevice[]; resent: boolean };

/**
 * One step of a broadcast, in one transaction: the results of the request just made are recorded
 * (each device's record, the broadcast's counts, the devices Expo says are gone deactivated, the
 * tickets kept for the receipts), then the next request's devices are chosen and marked SENDING:
 * first any in doubt (a request a dead worker made: sent again, so nobody is skipped; three tries
 * at most), else the next devices after the cursor (active ones of active members, by id). With none
 * left the broadcast is completed (total = sent + failed). 'lost' when the lease is no longer this
 * worker's (the results are then not recorded: the new owner sends those devices again).
 * `next: false` only records (the worker is stopping) and lets the broadcast go. `resume`: look for
 * devices in doubt (after a claim, until a step finds none: a run's own steps leave none).
 */
export async function step(
  db: Db,
  {
    id,
    owner,
    results,
    chunkSize,
    stepSize = chunkSize,
    leaseMs,
    next = true,
    resume = false,
  }: {
    id: string;
    owner: string;
    results?: DeviceResult[] | undefined;
    chunkSize: number;
    /** Devices in the step at most, of which at most chunkSize phones (browsers make up the rest). */
    stepSize?: number;
    leaseMs: number;
    next?: boolean;
    resume?: boolean;
  },
): Promise<NextChunk> {
  return db.transaction(async (tx) => {
    let row = await lockOwned(tx, id, owner);
    if (!row) return { kind: 'lost' };
    const counts = { sent: 0, failed: 0, errors: {} as Partial<Record<PushErrorKind, number>> };
    if (results?.length) await recordResults(tx, id, results, counts);
    let devices: BatchDevice[] = [];
    let resent = false;
    let cursor = row.cursor;
    if (next) {
      const doubt = resume ? await inDoubt(tx, id, chunkSize, counts) : [];
      if (doubt.length) {
        devices = doubt;
        resent = true;
      } else {
        devices = await nextDevices(
          tx,
          row.communityId,
          row.cursor,
          Math.max(stepSize, chunkSize),
          chunkSize,
        );
        if (devices.length) {
          cursor = devices.at(-1)!.id;
          await tx.execute(sql`
            insert into push_deliveries (broadcast_id, device_id)
            select ${id}::uuid, d from unnest(${pgUuidArray(devices.map((d) => d.id))}::uuid[]) as d
            on conflict do nothing`);
        }
      }
    }
    const done = next && !devices.length;
    const sent = row.sent + counts.sent;
    const failed = row.failed + counts.failed;
    [row] = await tx
      .update(pushBroadcasts)
      .set({
        cursor,
        sent,
        failed,
        errorCounts: mergedCounts(row.errorCounts, counts.errors),
        ...(done ? { status: 'COMPLETED' as const, finishedAt: sql`now()`, total: sent + failed } : {}),
        leaseOwner: done || !next ? null : owner,
        leaseExpiresAt: done || !next ? null : leaseUntil(leaseMs),
      })
      .where(eq(pushBroadcasts.id, id))
      .returning();
    if (done) return { kind: 'done', broadcast: row! };
    if (!next) return { kind: 'released', broadcast: row! };
    return { kind: 'chunk', broadcast: row!, devices, resent };
  });
}

/** A text array literal of uuids (checked: they come from the database). */
const pgUuidArray = (ids: string[]) => `{${ids.join(',')}}`;

/**
 * The active devices of active members after `cursor`, by id: at most `limit`, cut before the phone
 * that would make them more than `phones` (one request to Expo); the rest are the next step's.
 */
async function nextDevices(
  tx: Tx,
  communityId: string,
  cursor: string | null,
  limit: number,
  phones: number,
): Promise<BatchDevice[]> {
  const rows = await tx
    .select({
      id: pushDevices.id,
      token: pushDevices.token,
      platform: pushDevices.platform,
      p256dh: pushDevices.p256dh,
      auth: pushDevices.auth,
    })
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
        eq(pushDevices.communityId, communityId),
        eq(pushDevices.isActive, true),
        cursor ? gt(pushDevices.id, cursor) : undefined,
      ),
    )
    .orderBy(asc(pushDevices.id))
    .limit(limit);
  let expo = 0;
  const cut = rows.findIndex((d) => d.platform !== 'web' && ++expo > phones);
  return cut === -1 ? rows : rows.slice(0, cut);
}

/**
 * The broadcast's devices left SENDING by a request whose answer was never recorded, marked for one
 * more try. Those tried MAX_ATTEMPTS times already fail as Interrupted (counted in `counts`); those
 * whose device was removed meanwhile are forgotten (nobody to send to).
 */
async function inDoubt(tx: Tx, id: string, limit: number, counts: Counts): Promise<BatchDevice[]> {
  const rows = rowsOf<
    { device_id: string; attempts: number; token: string | null } & Omit<BatchDevice, 'id' | 'token'>
  >(
    await tx.execute(sql`
      select d.device_id, d.attempts, pd.token, pd.platform, pd.p256dh, pd.auth
        from push_deliveries d left join push_devices pd on pd.id = d.device_id
       where d.broadcast_id = ${id} and d.status = 'SENDING'
       order by d.device_id
       limit ${limit}
       for update of d`),
  );
  if (!rows.length) return [];
  const gone = rows.filter((r) => r.token === null).map((r) => r.device_id);
  const spent = rows.filter((r) => r.token !== null && r.attempts >= MAX_ATTEMPTS).map((r) => r.device_id);
  const again = rows.filter((r) => r.token !== null && r.attempts < MAX_ATTEMPTS);
  if (gone.length) {
    await tx.execute(sql`
      delete from push_deliveries
       where broadcast_id = ${id} and device_id = any(${pgUuidArray(gone)}::uuid[])`);
  }
  if (spent.length) {
    await recordResults(
      tx,
      id,
      spent.map((deviceId) => ({ deviceId, status: 'FAILED', error: 'Interrupted' })),
      counts,
    );
  }
  if (again.length) {
    await tx.execute(sql`
      update push_deliveries set attempts = attempts + 1, updated_at = now()
       where broadcast_id = ${id} and device_id = any(${pgUuidArray(again.map((r) => r.device_id))}::uuid[])`);
  }
  // When every row read was gone or spent, look again: more may be in doubt (another page).
  if (!again.length) return inDoubt(tx, id, limit, counts);
  return again.map((r) => ({
    id: r.device_id,
    token: r.token!,
    platform: r.platform,
    p256dh: r.p256dh,
    auth: r.auth,
  }));
}

type Counts = { sent: number; failed: number; errors: Partial<Record<PushErrorKind, number>> };

/**
 * Each device's result on its record (only records still SENDING: a result is counted once), added
 * to `counts`; the devices Expo says are gone deactivated; the tickets kept for the receipts pass.
 */
async function recordResults(tx: Tx, id: string, results: DeviceResult[], counts: Counts) {
  const input = JSON.stringify(
    results.map((r) => ({
      device_id: r.deviceId,
      status: r.status,
      ticket_id: r.status === 'SENT' ? r.ticketId : null,
      error: r.status === 'FAILED' ? r.error : null,
    })),
  );
  const recorded = rowsOf<{
    device_id: string;
    status: string;
    error: string | null;
    ticket_id: string | null;
  }>(
    await tx.execute(sql`
      update push_deliveries d
         set status = r.status, ticket_id = r.ticket_id, error = r.error, updated_at = now()
        from jsonb_to_recordset(${input}::jsonb) as r(device_id uuid, status text, ticket_id text, error text)
       where d.broadcast_id = ${id} and d.device_id = r.device_id and d.status = 'SENDING'
      returning d.device_id, d.status, d.error, d.ticket_id`),
  );
  const deactivate: string[] = [];
  const tickets: { ticket_id: string; device_id: string }[] = [];
  for (const r of recorded) {
    if (r.status === 'SENT') {
      counts.sent++;
      if (r.ticket_id) tickets.push({ ticket_id: r.ticket_id, device_id: r.device_id });
      continue;
    }
    const kind = (r.error ?? 'Other') as PushErrorKind;
    counts.failed++;
    counts.errors[kind] = (counts.errors[kind] ?? 0) + 1;
    if (deactivatingKinds.has(kind)) deactivate.push(r.device_id);
  }
  await deactivateDevices(tx, deactivate);
  if (tickets.length) {
    // Only for devices still there (a cleanup may have deleted some meanwhile).
    await tx.execute(sql`
      insert into push_tickets (ticket_id, broadcast_id, device_id)
      select t.ticket_id, ${id}::uuid, d.id
      from jsonb_to_recordset(${JSON.stringify(tickets)}::jsonb) as t(ticket_id text, device_id uuid)
      join push_devices d on d.id = t.device_id
      on conflict (ticket_id) do nothing`);
  }
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
 * Lets a broadcast go (status unchanged) so that another worker takes it at once. A request still
 * marked SENDING (the run failed while making it) is sent again by that claim.
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
