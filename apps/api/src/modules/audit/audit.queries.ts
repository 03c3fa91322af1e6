import type { AuditLogQuery } from '@koinonia/shared/audit/audit.schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { rowsOf } from '../../lib/rows.ts';

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * One page of a community's log, newest first, and how many entries match. Each filter has its
 * index (community + created_at, + object_type, + actor_user_id); the days are the days of `tz`.
 */
export async function listAuditLog(db: Tx, communityId: string, q: AuditLogQuery) {
  const where = and(
    eq(auditLog.communityId, communityId),
    q.actorId ? eq(auditLog.actorUserId, q.actorId) : undefined,
    q.objectType ? eq(auditLog.objectType, q.objectType) : undefined,
    q.from ? sql`${auditLog.createdAt} >= (${q.from}::date)::timestamp at time zone ${q.tz}` : undefined,
    q.to ? sql`${auditLog.createdAt} < (${q.to}::date + 1)::timestamp at time zone ${q.tz}` : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows, total: counts?.total ?? 0 };
}

/**
 * The people who appear in a community's log, each with the name of their latest entry. A skip scan
 * over audit_log_community_actor_idx: one index probe per person, however long the log.
 */
export async function listActors(db: Tx, communityId: string) {
  const result = await db.execute<{ id: string; name: string }>(sql`
    with recursive actors(id) as (
      (select actor_user_id from audit_log
        where community_id = ${communityId} and actor_user_id is not null
        order by actor_user_id limit 1)
      union all
      select (select a.actor_user_id from audit_log a
               where a.community_id = ${communityId} and a.actor_user_id > actors.id
               order by a.actor_user_id limit 1)
        from actors where actors.id is not null
    )
    select actors.id::text as id, latest.actor_name as name
      from actors
      cross join lateral (
        select actor_name from audit_log
         where community_id = ${communityId} and actor_user_id = actors.id
         order by created_at desc limit 1
      ) latest
     where actors.id is not null
     order by koinonia_fold(latest.actor_name), actors.id`);
  return rowsOf<{ id: string; name: string }>(result);
}
