import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { groupJoinRequests, groupMembers, groups, memberships, users } from '../../db/schema.ts';
import { isoText, jsonArrayText, jsonObject } from '../../lib/json-items.ts';
import { perDatabase } from '../../lib/prepared.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { GroupKey } from './groups.queries.ts';

/** How a write locks the group row: see cell-summaries.queries.ts for `share`. */
export type LockStrength = 'no key update' | 'share' | 'key share';

const cellGroupFields = {
  id: groups.id,
  name: groups.name,
  sectorId: groups.sectorId,
  leaderId: groups.leaderId,
  coLeaderId: groups.coLeaderId,
  meetingDay: groups.meetingDay,
  capacity: groups.capacity,
  currentMembers: groups.currentMembers,
  isActive: groups.isActive,
  isOpenToNewMembers: groups.isOpenToNewMembers,
};

/** The read of a cell's group by its key, built once per database (a read by primary key: named). */
const cellGroupStatement = perDatabase((db) =>
  db
    .select(cellGroupFields)
    .from(groups)
    .where(
      and(eq(groups.communityId, sql.placeholder('communityId')), eq(groups.id, sql.placeholder('groupId'))),
    )
    .limit(1)
    .prepare('koinonia_cell_group'),
);

/**
 * What a group's cell-life reads and writes need of it: its leaders, its state, its capacity and current
 * count; locked with `strength` for a write, read as it is (null) for a read.
 */
export async function lockCellGroup(
  db: Tx,
  { communityId, groupId }: GroupKey,
  strength: LockStrength | null,
) {
  if (!strength) return (await cellGroupStatement(db).execute({ communityId, groupId }))[0];
  const [row] = await db
    .select(cellGroupFields)
    .from(groups)
    .where(and(eq(groups.communityId, communityId), eq(groups.id, groupId)))
    .limit(1)
    .for(strength);
  return row;
}
export type CellGroup = NonNullable<Awaited<ReturnType<typeof lockCellGroup>>>;

/**
 * A page of the roster's people as rosterMemberSchema answers them, by name, and the roster's size, in
 * one statement; `lastAttendedOn` from group_attendance.
 */
export async function rosterPage(
  db: Tx,
  { communityId, groupId, limit, offset }: GroupKey & { limit: number; offset: number },
) {
  const result = await db.execute(sql`
    select ${jsonArrayText(sql`p.item`, [sql`p.sort_name`, sql`p.user_id`])} as items,
      (select count(*)::int from group_members where community_id = ${communityId} and group_id = ${groupId}) as total
    from (
      select ms.sort_name, u.id as user_id, ${jsonObject({
        user: jsonObject({
          id: sql`u.id`,
          name: sql`u.name`,
          email: sql`u.email`,
          phone: sql`u.phone`,
          avatar: sql`u.avatar`,
        }),
        addedAt: isoText(sql`gm.created_at`),
        lastAttendedOn: sql`(select to_char(a.date, 'YYYY-MM-DD') from group_attendance a
          where a.group_id = gm.group_id and a.user_id = gm.user_id order by a.date desc limit 1)`,
      })} as item
      from group_members gm
      join users u on u.id = gm.user_id
      left join memberships ms on ms.community_id = gm.community_id and ms.user_id = gm.user_id
      where gm.community_id = ${communityId} and gm.group_id = ${groupId}
      order by ms.sort_name, u.id
      limit ${limit} offset ${offset}
    ) p`);
  const row = rowsOf<{ items: string; total: number }>(result)[0];
  return { items: row?.items ?? '[]', total: row?.total ?? 0 };
}

export async function rosterSize(db: Tx, { communityId, groupId }: GroupKey) {
  const [row] = await db
    .select({ n: count() })
    .from(groupMembers)
    .where(and(eq(groupMembers.communityId, communityId), eq(groupMembers.groupId, groupId)));
  return row?.n ?? 0;
}

/** The roster's entry of a person, or undefined. */
export async function findRosterEntry(db: Tx, key: GroupKey & { userId: string }) {
  const [row] = await db
    .select({ id: groupMembers.id })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.communityId, key.communityId),
        eq(groupMembers.groupId, key.groupId),
        eq(groupMembers.userId, key.userId),
      ),
    )
    .limit(1);
  return row;
}

/** Which of these people are on the group's roster. */
export async function rosterUserIds(db: Tx, key: GroupKey & { userIds: string[] }) {
  if (key.userIds.length === 0) return new Set<string>();
  const result = await db.execute(sql`
    select user_id from group_members
    where community_id = ${key.communityId} and group_id = ${key.groupId}
      and user_id = any(${`{${key.userIds.join(',')}}`}::uuid[])`);
  return new Set(rowsOf<{ user_id: string }>(result).map((r) => r.user_id));
}

/** An active member of the community: their name, for the answer and the log; undefined otherwise. */
export async function activeMember(db: Tx, { communityId, userId }: { communityId: string; userId: string }) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.communityId, communityId),
        eq(memberships.userId, userId),
        eq(memberships.isActive, true),
      ),
    )
    .limit(1);
  return row;
}

/** The group's current members follow its roster (kept in the same transaction as each change). */
export async function syncRosterCount(db: Tx, { communityId, groupId }: GroupKey) {
  await db.execute(sql`
    update groups set current_members = (select count(*) from group_members where group_id = ${groupId}),
      updated_at = now()
    where community_id = ${communityId} and id = ${groupId}`);
}

export async function insertRosterEntry(db: Tx, key: GroupKey & { userId: string }) {
  const [row] = await db
    .insert(groupMembers)
    .values({ communityId: key.communityId, groupId: key.groupId, userId: key.userId })
    .returning({ id: groupMembers.id });
  return row!.id;
}

export async function deleteRosterEntry(db: Tx, key: GroupKey & { userId: string }) {
  const [row] = await db
    .delete(groupMembers)
    .where(
      and(
        eq(groupMembers.communityId, key.communityId),
        eq(groupMembers.groupId, key.groupId),
        eq(groupMembers.userId, key.userId),
      ),
    )
    .returning({ id: groupMembers.id });
  return row;
}

/** A join request as joinRequestSchema answers it. */
const joinRequestItem = jsonObject({
  id: groupJoinRequests.id,
  groupId: groupJoinRequests.groupId,
  user: jsonObject({ id: users.id, name: users.name, phone: users.phone }),
  status: groupJoinRequests.status,
  createdAt: isoText(groupJoinRequests.createdAt),
  decidedAt: isoText(groupJoinRequests.decidedAt),
});

export async function readJoinRequest(db: Tx, { communityId, id }: { communityId: string; id: string }) {
  const [row] = await db
    .select({ item: sql<string>`${joinRequestItem}::text` })
    .from(groupJoinRequests)
    .innerJoin(users, eq(users.id, groupJoinRequests.userId))
    .where(and(eq(groupJoinRequests.communityId, communityId), eq(groupJoinRequests.id, id)))
    .limit(1);
  return row?.item;
}

/** The group's pending requests, oldest first, and how many there are. */
export async function pendingJoinRequests(
  db: Tx,
  { communityId, groupId, limit, offset }: GroupKey & { limit: number; offset: number },
) {
  const where = and(
    eq(groupJoinRequests.communityId, communityId),
    eq(groupJoinRequests.groupId, groupId),
    eq(groupJoinRequests.status, 'PENDING'),
  );
  const [page, [total]] = await Promise.all([
    db.execute(sql`
      select ${jsonArrayText(sql`p.item`, [sql`p.created_at`, sql`p.id`])} as items
      from (
        select ${joinRequestItem} as item, ${groupJoinRequests.createdAt}, ${groupJoinRequests.id}
        from ${groupJoinRequests} join ${users} on ${users.id} = ${groupJoinRequests.userId}
        where ${where}
        order by ${groupJoinRequests.createdAt}, ${groupJoinRequests.id}
        limit ${limit} offset ${offset}
      ) p`),
    db.select({ n: count() }).from(groupJoinRequests).where(where),
  ]);
  return { items: rowsOf<{ items: string }>(page)[0]?.items ?? '[]', total: total?.n ?? 0 };
}

/** One of the community's join requests, locked for its answer. */
export async function lockJoinRequest(db: Tx, { communityId, id }: { communityId: string; id: string }) {
  const [row] = await db
    .select({
      id: groupJoinRequests.id,
      groupId: groupJoinRequests.groupId,
      userId: groupJoinRequests.userId,
      status: groupJoinRequests.status,
    })
    .from(groupJoinRequests)
    .where(and(eq(groupJoinRequests.communityId, communityId), eq(groupJoinRequests.id, id)))
    .limit(1)
    .for('update');
  return row;
}

export async function insertJoinRequest(db: Tx, key: GroupKey & { userId: string }) {
  const [row] = await db
    .insert(groupJoinRequests)
    .values({ communityId: key.communityId, groupId: key.groupId, userId: key.userId })
    .returning({ id: groupJoinRequests.id });
  return row!.id;
}

export async function answerJoinRequest(
  db: Tx,
  {
    communityId,
    id,
    status,
    decidedBy,
  }: { communityId: string; id: string; status: 'ACCEPTED' | 'DECLINED'; decidedBy: string },
) {
  await db
    .update(groupJoinRequests)
    .set({ status, decidedBy, decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(groupJoinRequests.communityId, communityId), eq(groupJoinRequests.id, id)));
}

/** Marks a person's pending request to this group answered (they were added to the roster directly). */
export async function acceptPendingOf(db: Tx, key: GroupKey & { userId: string; decidedBy: string }) {
  await db
    .update(groupJoinRequests)
    .set({ status: 'ACCEPTED', decidedBy: key.decidedBy, decidedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(groupJoinRequests.communityId, key.communityId),
        eq(groupJoinRequests.groupId, key.groupId),
        eq(groupJoinRequests.userId, key.userId),
        eq(groupJoinRequests.status, 'PENDING'),
      ),
    );
}

/** The caller's active groups (as leader, co-leader or on the roster), by name, with their role. */
export async function myGroupIds(db: Tx, { communityId, userId }: { communityId: string; userId: string }) {
  const result = await db.execute(sql`
    select g.id, case when g.leader_id = ${userId} then 'leader' when g.co_leader_id = ${userId} then 'co-leader'
      else 'member' end as role
    from groups g
    where g.community_id = ${communityId} and g.is_active
      and (g.leader_id = ${userId} or g.co_leader_id = ${userId}
        or exists (select 1 from group_members gm where gm.group_id = g.id and gm.user_id = ${userId}))
    order by g.sort_name, g.id`);
  return rowsOf<{ id: string; role: 'leader' | 'co-leader' | 'member' }>(result);
}

/** The caller's open requests to join. */
export async function myPendingRequests(
  db: Tx,
  { communityId, userId }: { communityId: string; userId: string },
) {
  return db
    .select({ id: groupJoinRequests.id, groupId: groupJoinRequests.groupId })
    .from(groupJoinRequests)
    .where(
      and(
        eq(groupJoinRequests.communityId, communityId),
        eq(groupJoinRequests.userId, userId),
        eq(groupJoinRequests.status, 'PENDING'),
      ),
    );
}
