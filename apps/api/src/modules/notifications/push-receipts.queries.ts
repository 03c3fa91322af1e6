import type { PushErrorKind } from '@koinonia/shared/notifications/notifications-read.schemas';
import { and, asc, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { pushTickets } from '../../db/schema.ts';

/** After a broadcast: Expo's receipts for its tickets, and the clean-up of what has been answered. */

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

/**
 * Expo's receipts for answered tickets: each on its delivery record ('ok' or the error kind), the
 * broadcasts' delivered / undelivered counts, the tickets done with. Receipts for tickets already
 * done (another process's pass) are not counted again.
 */
export async function recordReceipts(
  tx: Tx,
  answered: { ticketId: string; receipt: 'ok' | PushErrorKind }[],
) {
  if (!answered.length) return;
  await tx.execute(sql`
    with r as (
      select * from jsonb_to_recordset(${JSON.stringify(answered.map((a) => ({ ticket_id: a.ticketId, receipt: a.receipt })))}::jsonb)
        as r(ticket_id text, receipt text)
    ),
    t as (
      delete from push_tickets t using r where t.ticket_id = r.ticket_id
      returning t.broadcast_id, t.device_id, r.receipt
    ),
    d as (
      update push_deliveries d set receipt = t.receipt, updated_at = now()
        from t where d.broadcast_id = t.broadcast_id and d.device_id = t.device_id
      returning d.broadcast_id
    )
    update push_broadcasts b
       set delivered = b.delivered + c.ok, undelivered = b.undelivered + c.bad
      from (select broadcast_id, count(*) filter (where receipt = 'ok')::int as ok,
                   count(*) filter (where receipt <> 'ok')::int as bad
              from t group by broadcast_id) c
     where b.id = c.broadcast_id`);
}

/**
 * Delivery records of broadcasts finished more than `days` ago: their counts stay on the broadcast.
 * A few broadcasts a pass (the newest first), so a pass never holds a long transaction.
 */
export async function dropOldDeliveries(db: Db, days: number) {
  await db.execute(sql`
    delete from push_deliveries
     where broadcast_id in (
       select b.id from push_broadcasts b
        where b.status = 'COMPLETED' and b.finished_at < now() - (${days} * interval '1 day')
          and exists (select 1 from push_deliveries d where d.broadcast_id = b.id)
        order by b.finished_at desc
        limit 5)`);
}

/** Expo keeps receipts about a day: older tickets will never have one. */
export async function dropExpiredTickets(db: Db, maxAgeMs: number) {
  await db
    .delete(pushTickets)
    .where(sql`${pushTickets.createdAt} < now() - (${maxAgeMs} * interval '1 millisecond')`);
}
