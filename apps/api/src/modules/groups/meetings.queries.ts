import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { groupAttendance, groupMeetings, groupVisitors } from '../../db/schema.ts';
import { isoText, jsonObject } from '../../lib/json-items.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { GroupKey } from './groups.queries.ts';

/** A meeting as meetingSchema answers it, for the rows of group_meetings `m` (its recorder `r`). */
const meetingItem = jsonObject({
  id: sql`m.id`,
  groupId: sql`m.group_id`,
  date: sql`to_char(m.date, 'YYYY-MM-DD')`,
  held: sql`m.held`,
  topic: sql`m.topic`,
  notes: sql`m.notes`,
  attendeeIds: sql`coalesce((select json_agg(a.user_id order by a.user_id) from group_attendance a
    where a.meeting_id = m.id), '[]')`,
  attendanceCount: sql`m.attendance_count`,
  visitors: sql`coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name, 'phone', v.phone)
    order by v.created_at, v.name, v.id) from group_visitors v where v.meeting_id = m.id), '[]')`,
  recordedBy: sql`case when r.id is not null then json_build_object('id', r.id, 'name', r.name) end`,
  createdAt: isoText(sql`m.created_at`),
  updatedAt: isoText(sql`m.updated_at`),
});

export async function readMeeting(db: Tx, { communityId, id }: { communityId: string; id: string }) {
  const result = await db.execute(sql`
    select ${meetingItem}::text as item
    from group_meetings m left join users r on r.id = m.recorded_by
    where m.community_id = ${communityId} and m.id = ${id}`);
  return rowsOf<{ item: string }>(result)[0]?.item;
}

/** A page of the group's meetings, newest first, and how many there are, in one statement. */
export async function meetingsPage(
  db: Tx,
  { communityId, groupId, limit, offset }: GroupKey & { limit: number; offset: number },
) {
  const result = await db.execute(sql`
    select coalesce(json_agg(p.item order by p.date desc), '[]')::text as items,
      (select count(*)::int from group_meetings where community_id = ${communityId} and group_id = ${groupId}) as total
    from (
      select ${meetingItem} as item, m.date
      from group_meetings m left join users r on r.id = m.recorded_by
      where m.community_id = ${communityId} and m.group_id = ${groupId}
      order by m.date desc
      limit ${limit} offset ${offset}
    ) p`);
  const row = rowsOf<{ items: string; total: number }>(result)[0];
  return { items: row?.items ?? '[]', total: row?.total ?? 0 };
}

/** One of the community's meetings, locked for a change. */
export async function lockMeeting(db: Tx, { communityId, id }: { communityId: string; id: string }) {
  const [row] = await db
    .select({
      id: groupMeetings.id,
      groupId: groupMeetings.groupId,
      date: groupMeetings.date,
      held: groupMeetings.held,
      topic: groupMeetings.topic,
      notes: groupMeetings.notes,
    })
    .from(groupMeetings)
    .where(and(eq(groupMeetings.communityId, communityId), eq(groupMeetings.id, id)))
    .limit(1)
    .for('update');
  return row;
}

export async function insertMeeting(
  db: Tx,
  values: GroupKey & {
    date: string;
    held: boolean;
    topic: string | null;
    notes: string | null;
    recordedBy: string;
  },
) {
  const [row] = await db.insert(groupMeetings).values(values).returning({ id: groupMeetings.id });
  return row!.id;
}

export async function updateMeeting(
  db: Tx,
  {
    communityId,
    id,
    values,
  }: {
    communityId: string;
    id: string;
    values: { date: string; held: boolean; topic: string | null; notes: string | null };
  },
) {
  await db
    .update(groupMeetings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(groupMeetings.communityId, communityId), eq(groupMeetings.id, id)));
  // The copies of the day on who came and who visited follow the meeting's.
  await db
    .update(groupAttendance)
    .set({ date: values.date })
    .where(and(eq(groupAttendance.meetingId, id), sql`${groupAttendance.date} <> ${values.date}`));
  await db
    .update(groupVisitors)
    .set({ date: values.date })
    .where(and(eq(groupVisitors.meetingId, id), sql`${groupVisitors.date} <> ${values.date}`));
}

/** The people recorded present at a meeting. */
export async function attendeesOf(db: Tx, meetingId: string) {
  const rows = await db
    .select({ userId: groupAttendance.userId })
    .from(groupAttendance)
    .where(eq(groupAttendance.meetingId, meetingId));
  return new Set(rows.map((r) => r.userId));
}

/** Who came: exactly these people (one statement each way), and the meeting's count. */
export async function setAttendance(
  db: Tx,
  meeting: GroupKey & { meetingId: string; date: string },
  userIds: string[],
) {
  const ids = `{${userIds.join(',')}}`;
  await db.execute(sql`
    delete from group_attendance
    where meeting_id = ${meeting.meetingId} and not (user_id = any(${ids}::uuid[]))`);
  if (userIds.length > 0)
    await db.execute(sql`
      insert into group_attendance (meeting_id, user_id, community_id, group_id, date)
      select ${meeting.meetingId}, u, ${meeting.communityId}, ${meeting.groupId}, ${meeting.date}::date
      from unnest(${ids}::uuid[]) u
      on conflict do nothing`);
  await db
    .update(groupMeetings)
    .set({ attendanceCount: userIds.length })
    .where(eq(groupMeetings.id, meeting.meetingId));
}

/** The ids of a meeting's visitors. */
export async function visitorIdsOf(db: Tx, meetingId: string) {
  const rows = await db
    .select({ id: groupVisitors.id })
    .from(groupVisitors)
    .where(eq(groupVisitors.meetingId, meetingId));
  return new Set(rows.map((r) => r.id));
}

export interface VisitorValues {
  id?: string | undefined;
  name: string;
  phone: string | null;
}

/**
 * The meeting's visitors become these: those with an id are kept (and changed), the others added, the
 * rest removed; and the meeting's count.
 */
export async function setVisitors(
  db: Tx,
  meeting: GroupKey & { meetingId: string; date: string },
  visitors: VisitorValues[],
) {
  const kept = visitors.filter((v) => v.id).map((v) => v.id as string);
  await db.execute(sql`
    delete from group_visitors
    where meeting_id = ${meeting.meetingId} and not (id = any(${`{${kept.join(',')}}`}::uuid[]))`);
  for (const v of visitors.filter((v) => v.id))
    await db
      .update(groupVisitors)
      .set({ name: v.name, phone: v.phone, updatedAt: new Date() })
      .where(
        and(
          eq(groupVisitors.id, v.id as string),
          sql`(${groupVisitors.name}, ${groupVisitors.phone}) is distinct from (${v.name}, ${v.phone})`,
        ),
      );
  const added = visitors.filter((v) => !v.id);
  if (added.length > 0)
    await db.insert(groupVisitors).values(
      added.map((v) => ({
        communityId: meeting.communityId,
        groupId: meeting.groupId,
        meetingId: meeting.meetingId,
        date: meeting.date,
        name: v.name,
        phone: v.phone,
      })),
    );
  await db
    .update(groupMeetings)
    .set({ visitorCount: visitors.length })
    .where(eq(groupMeetings.id, meeting.meetingId));
}

/**
 * Each person of the group's roster: the day they last came, and how many of the meetings held since
 * they joined (Bogotá day) came after it. A person who comes again loses their follow-up mark.
 */
export function recountMissedMeetings(db: Tx, { communityId, groupId }: GroupKey) {
  return recountRosters(db, sql`r.community_id = ${communityId} and r.group_id = ${groupId}`);
}

/** recountMissedMeetings for the roster entries `r` that `where` picks (a seed's many groups at once). */
export async function recountRosters(db: Tx, where: SQL) {
  await db.execute(sql`
    update group_members gm set
      missed_meetings = s.missed,
      last_attended_on = s.last,
      contacted_at = case when s.missed < 3 then null else gm.contacted_at end,
      contact_note = case when s.missed < 3 then null else gm.contact_note end
    from (
      select r.id, l.last, (
        select count(*)::int from group_meetings m
        where m.group_id = r.group_id and m.held
          and m.date >= (r.created_at at time zone 'America/Bogota')::date
          and m.date > coalesce(l.last, '-infinity'::date)
      ) as missed
      from group_members r
      cross join lateral (
        select max(a.date) as last from group_attendance a where a.group_id = r.group_id and a.user_id = r.user_id
      ) l
      where ${where}
    ) s
    where gm.id = s.id and (gm.missed_meetings, gm.last_attended_on) is distinct from (s.missed, s.last)`);
}

/** One of the community's visitors, locked while their invitation is made. */
export async function lockVisitor(db: Tx, { communityId, id }: { communityId: string; id: string }) {
  const [row] = await db
    .select({
      id: groupVisitors.id,
      name: groupVisitors.name,
      phone: groupVisitors.phone,
      groupId: groupVisitors.groupId,
      invitationId: groupVisitors.invitationId,
    })
    .from(groupVisitors)
    .where(and(eq(groupVisitors.communityId, communityId), eq(groupVisitors.id, id)))
    .limit(1)
    .for('update');
  return row;
}

export async function setVisitorInvitation(
  db: Tx,
  { visitorId, invitationId }: { visitorId: string; invitationId: string },
) {
  await db
    .update(groupVisitors)
    .set({ invitationId, updatedAt: new Date() })
    .where(eq(groupVisitors.id, visitorId));
}
