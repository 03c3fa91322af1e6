import type { PaginationQuery } from '@koinonia/shared/common/pagination.schemas';
import { pushErrorLabels } from '@koinonia/shared/notifications/notifications.labels';
import type { DevicePlatform } from '@koinonia/shared/notifications/notifications.schemas';
import type {
  BroadcastItem,
  deviceItemSchema,
  PushErrorKind,
} from '@koinonia/shared/notifications/notifications-read.schemas';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { pushBroadcasts, pushDeviceCounts, pushDevices, users } from '../../db/schema.ts';
import { isoText, jsonObject } from '../../lib/json-items.ts';
import { perDatabase, unnamed } from '../../lib/prepared.ts';
import { listPage, readModel } from '../../lib/read-model.ts';
import { rowsOf } from '../../lib/rows.ts';

type DeviceItem = z.infer<typeof deviceItemSchema>;

/** The notification centre's queries and the app's device registration: every query names the community. */

/** The per platform and state counts (kept by the database's triggers): a few rows, whatever the size. */
export async function deviceCounts(db: Tx, communityId: string) {
  return db
    .select({
      platform: pushDeviceCounts.platform,
      isActive: pushDeviceCounts.isActive,
      count: pushDeviceCounts.count,
    })
    .from(pushDeviceCounts)
    .where(and(eq(pushDeviceCounts.communityId, communityId), sql`${pushDeviceCounts.count} > 0`))
    .orderBy(asc(pushDeviceCounts.platform), desc(pushDeviceCounts.isActive));
}

export async function activeDeviceCount(db: Tx, communityId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${pushDeviceCounts.count}), 0)::int` })
    .from(pushDeviceCounts)
    .where(and(eq(pushDeviceCounts.communityId, communityId), eq(pushDeviceCounts.isActive, true)));
  return row?.n ?? 0;
}

/** A device not seen for this long no longer holds its token against another account (the cleanup's 30 days). */
export const DEVICE_CLAIMABLE_AFTER_DAYS = 30;

/**
 * A device as deviceItemSchema answers it. Only its registration answers a device, and the
 * registering statement writes it (upsertDevice's RETURNING): no read of a device by id to declare.
 */
const deviceItem = jsonObject({
  token: pushDevices.token,
  platform: pushDevices.platform,
  isActive: pushDevices.isActive,
  lastSeenAt: isoText(pushDevices.lastSeenAt),
});

/**
 * Registers a token for the caller: a new row, or the existing one reactivated and seen now, moved to
 * the caller's current community. A token another account holds is taken over only when that device
 * is inactive (Expo said it is gone) or not seen for DEVICE_CLAIMABLE_AFTER_DAYS; otherwise nothing
 * changes and the answer is undefined (docs/decisions/notifications.md).
 */
export async function upsertDevice(
  db: Tx,
  values: {
    communityId: string;
    userId: string;
    token: string;
    platform: DevicePlatform;
    p256dh: string | null;
    auth: string | null;
  },
) {
  const [row] = await db
    .insert(pushDevices)
    .values({ ...values, isActive: true })
    .onConflictDoUpdate({
      target: pushDevices.token,
      set: {
        communityId: sql`excluded.community_id`,
        userId: sql`excluded.user_id`,
        platform: sql`excluded.platform`,
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        isActive: true,
        lastSeenAt: sql`now()`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${pushDevices.userId} = excluded.user_id or not ${pushDevices.isActive} or ${pushDevices.lastSeenAt} < now() - (${DEVICE_CLAIMABLE_AFTER_DAYS} * interval '1 day')`,
    })
    .returning({ item: sql<string>`${deviceItem}::text` });
  return row && (JSON.parse(row.item) as DeviceItem);
}

/** Deletes the caller's own device by its token; undefined when it is not theirs (or not there). */
export async function deleteOwnDevice(db: Tx, { userId, token }: { userId: string; token: string }) {
  const [row] = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.token, token), eq(pushDevices.userId, userId)))
    .returning({ id: pushDevices.id });
  return row;
}

/** Deletes the community's devices not seen for `days` days; how many (counted, not loaded). */
export async function deleteStaleDevices(
  db: Tx,
  { communityId, days }: { communityId: string; days: number },
) {
  const result = await db.execute<{ n: number }>(sql`
    with d as (
      delete from ${pushDevices}
       where ${pushDevices.communityId} = ${communityId}
         and ${pushDevices.lastSeenAt} < now() - (${days} * interval '1 day')
      returning 1
    )
    select count(*)::int as n from d`);
  const [row] = rowsOf<{ n: number }>(result);
  return Number(row?.n ?? 0);
}

export async function insertBroadcast(db: Tx, values: typeof pushBroadcasts.$inferInsert) {
  const [row] = await db
    .insert(pushBroadcasts)
    .values(values)
    .returning({ id: pushBroadcasts.id, title: pushBroadcasts.title, message: pushBroadcasts.message });
  return row!;
}

/** A text as an SQL literal (code's constants: the push error kinds and their Spanish labels). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The known push error kinds with their Spanish label and their place, as an SQL VALUES list. */
const errorKinds = sql.raw(
  `(values ${(Object.keys(pushErrorLabels) as PushErrorKind[])
    .map((kind, i) => `(${literal(kind)}, ${literal(pushErrorLabels[kind])}, ${i})`)
    .join(', ')}) as kind(name, label, place)`,
);

/** The broadcast's stored error counts of known kinds: (name, label, place, n). */
const knownCounts = sql`jsonb_each_text(${pushBroadcasts.errorCounts}) as stored join ${errorKinds} on kind.name = stored.key`;

/**
 * The broadcast's total as the API shows it. While it is open, the devices it was accepted for, or
 * sent + failed when devices registered meanwhile took it past that (never over 100 %); once
 * completed, sent + failed (devices registered or removed meanwhile included), its stored total.
 */
const shownTotal = sql`(case when ${pushBroadcasts.status} = 'COMPLETED' then ${pushBroadcasts.total} else greatest(${pushBroadcasts.total}, ${pushBroadcasts.sent} + ${pushBroadcasts.failed}) end)`;

const historyOrder = [desc(pushBroadcasts.createdAt), desc(pushBroadcasts.id)];

/**
 * The history's page ids and total, built once (placeholders: communityId, limit, offset). Unnamed
 * statements: each call is planned with its values (the page).
 */
const broadcastList = perDatabase((db) => {
  const where = eq(pushBroadcasts.communityId, sql.placeholder('communityId'));
  return {
    ids: db
      .select({ id: pushBroadcasts.id })
      .from(pushBroadcasts)
      .where(where)
      .orderBy(...historyOrder)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(unnamed),
    total: db
      .select({ total: sql<number>`count(*)::int` })
      .from(pushBroadcasts)
      .where(where)
      .prepare(unnamed),
  };
});

/**
 * A broadcast as broadcastItemSchema answers it (placeholder: communityId): successRate as
 * successRateOf computes it in double precision (Math.round as floor(x + 0.5)); the known error kinds
 * only, the errors' Spanish lines from pushErrorLabels in its order (describePushErrors); its author
 * by name, null once their account is gone.
 */
export const broadcastModel = readModel<BroadcastItem>({
  name: 'broadcasts',
  id: pushBroadcasts.id,
  scope: eq(pushBroadcasts.communityId, sql.placeholder('communityId')),
  from: (db, fields) =>
    db.select(fields).from(pushBroadcasts).leftJoin(users, eq(users.id, pushBroadcasts.createdBy)),
  item: jsonObject({
    id: pushBroadcasts.id,
    title: pushBroadcasts.title,
    message: pushBroadcasts.message,
    status: pushBroadcasts.status,
    total: shownTotal,
    sent: pushBroadcasts.sent,
    failed: pushBroadcasts.failed,
    delivered: pushBroadcasts.delivered,
    undelivered: pushBroadcasts.undelivered,
    successRate: sql`(case when ${shownTotal} = 0 then 100 else floor(${pushBroadcasts.sent}::float8 / ${shownTotal} * 1000 + 0.5) / 10 end)`,
    // Most broadcasts have no error: their empty counts skip the subqueries.
    errors: sql`case when ${pushBroadcasts.errorCounts} = '{}' then '{}'::text[] else (select coalesce(array_agg(kind.label || ': ' || stored.value::int || case when stored.value::int = 1 then ' dispositivo' else ' dispositivos' end order by kind.place), '{}') from ${knownCounts} where stored.value::int > 0) end`,
    errorCounts: sql`case when ${pushBroadcasts.errorCounts} = '{}' then '{}'::json else (select coalesce(json_object_agg(kind.name, stored.value::int order by kind.place), '{}') from ${knownCounts} where stored.value::int <> 0) end`,
    createdBy: sql`case when ${pushBroadcasts.createdBy} is not null and ${users.name} is not null then ${jsonObject({ id: pushBroadcasts.createdBy, name: users.name })} end`,
    createdAt: isoText(pushBroadcasts.createdAt),
    startedAt: isoText(pushBroadcasts.startedAt),
    finishedAt: isoText(pushBroadcasts.finishedAt),
  }),
});

/** The history, newest first: a page as JSON text of broadcastModel's items, and the total. */
export function listBroadcasts(db: Tx, communityId: string, q: PaginationQuery) {
  const query = broadcastList(db);
  return listPage({
    db,
    model: broadcastModel,
    values: { communityId },
    page: q,
    ids: () => query.ids,
    count: async () => (await query.total.execute({ communityId }))[0]?.total ?? 0,
  });
}

/** currentBroadcast's statement, built once (placeholder: communityId). */
const currentOf = perDatabase((db) =>
  db
    .select({ item: sql<string>`${broadcastModel.item}::text` })
    .from(pushBroadcasts)
    .leftJoin(users, eq(users.id, pushBroadcasts.createdBy))
    .where(
      and(
        eq(pushBroadcasts.communityId, sql.placeholder('communityId')),
        inArray(pushBroadcasts.status, ['QUEUED', 'SENDING']),
      ),
    )
    .limit(1)
    .prepare(unnamed),
);

/**
 * The community's queued or sending broadcast (at most one: the partial unique index), as
 * broadcastModel's item, read in the statement that finds it.
 */
export async function currentBroadcast(db: Tx, communityId: string): Promise<BroadcastItem | undefined> {
  const [row] = await currentOf(db).execute({ communityId });
  return row && (JSON.parse(row.item) as BroadcastItem);
}
