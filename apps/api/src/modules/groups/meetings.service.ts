import {
  CELL_LIFE_LIMITS,
  type Meeting,
  type MeetingsPage,
  type MeetingValues,
  meetingBodySchema,
  type meetingPatchSchema,
} from '@koinonia/shared/groups/cell-life.schemas';
import { dashboardRoles } from '@koinonia/shared/members/members.schemas';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, changedFields, fieldsSet } from '../../lib/audit.ts';
import { bogotaDay, bogotaDayStart } from '../../lib/days.ts';
import { isUuid } from '../../lib/ids.ts';
import { withJsonItems } from '../../lib/json-items.ts';
import { pageWindow, paginated } from '../../lib/pagination.ts';
import { sentFields } from '../../lib/replaced-images.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { validationError } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import { keepMeetingSummaries } from './cell-summaries.service.ts';
import * as mq from './meetings.queries.ts';
import * as rq from './rosters.queries.ts';
import { cellGroupOrThrow, leadsGroup, ledGroupOrThrow } from './rosters.service.ts';

/** The first day a leader may still record or change: 7 days before today (Bogotá). */
function leaderWindowStart(now = new Date()) {
  return bogotaDay(bogotaDayStart(bogotaDay(now), -CELL_LIFE_LIMITS.leaderEditDays));
}

/** Pastors and helpers record any day; a leader only the meetings of the last 7 days. */
function checkWindow(caller: Caller, ...days: string[]) {
  if (dashboardRoles.includes(caller.role)) return;
  const start = leaderWindowStart();
  if (days.some((day) => day < start)) throw new AppError('MEETING_LOCKED');
}

async function readMeeting(tx: Tx, caller: Caller, id: string): Promise<Meeting> {
  const item = await mq.readMeeting(tx, { communityId: caller.communityId, id });
  if (!item) throw new AppError('MEETING_NOT_FOUND');
  // Parsed: the write's log and checks read it (one meeting, at most 150 people).
  return JSON.parse(item) as Meeting;
}

/** Who came must be on the roster (or already recorded present at this meeting: they may have left since). */
async function checkAttendees(
  tx: Tx,
  caller: Caller,
  groupId: string,
  ids: string[],
  present = new Set<string>(),
) {
  if (!ids.every(isUuid)) throw new AppError('ATTENDEE_NOT_IN_ROSTER');
  const onRoster = await rq.rosterUserIds(tx, { communityId: caller.communityId, groupId, userIds: ids });
  if (!ids.every((id) => onRoster.has(id) || present.has(id))) throw new AppError('ATTENDEE_NOT_IN_ROSTER');
}

/** What the log keeps of a meeting: its day, counts, topic and notes. */
function audited(m: Meeting) {
  return {
    date: m.date,
    held: m.held,
    attendance: m.attendanceCount,
    visitors: m.visitors.map((v) => v.name),
    topic: m.topic,
    notes: m.notes,
  };
}

/** One request records the whole meeting: the report, who came, and the visitors. */
export function recordMeeting(
  { db }: ServiceDeps,
  caller: Caller,
  groupId: string,
  values: MeetingValues,
): Promise<Meeting> {
  return db.transaction(async (tx) => {
    const group = await ledGroupOrThrow(tx, caller, groupId, 'share');
    checkWindow(caller, values.date);
    await checkAttendees(tx, caller, group.id, values.attendeeIds);
    if (values.visitors.some((v) => v.id)) throw new AppError('VISITOR_NOT_FOUND');
    const key = { communityId: caller.communityId, groupId: group.id };
    const meetingId = await mq.insertMeeting(tx, {
      ...key,
      date: values.date,
      held: values.held,
      topic: values.topic,
      notes: values.notes,
      recordedBy: caller.userId,
    });
    const meeting = { ...key, meetingId, date: values.date };
    await mq.setAttendance(tx, meeting, values.attendeeIds);
    await mq.setVisitors(tx, meeting, values.visitors);
    await keepMeetingSummaries(tx, { ...key, sectorId: group.sectorId }, [values.date]);
    const answer = await readMeeting(tx, caller, meetingId);
    await audit(tx, caller, {
      action: 'create',
      objectType: 'group-meeting',
      objectId: meetingId,
      changes: { group: group.name, ...fieldsSet(audited(answer)) },
    });
    return answer;
  });
}

export async function listMeetings(
  { db }: ServiceDeps,
  caller: Caller,
  groupId: string,
  query: { page: number; limit: number },
): Promise<MeetingsPage> {
  const group = await ledGroupOrThrow(db, caller, groupId, null);
  const { items, total } = await mq.meetingsPage(db, {
    communityId: caller.communityId,
    groupId: group.id,
    ...pageWindow(query),
  });
  return withJsonItems<MeetingsPage>({ pagination: paginated([], total, query).pagination }, items);
}

/** PATCH: the fields sent over the stored report, validated whole as on create. */
export function changeMeeting(
  { db }: ServiceDeps,
  caller: Caller,
  meetingId: string,
  patch: z.output<typeof meetingPatchSchema>,
): Promise<Meeting> {
  return db.transaction(async (tx) => {
    const stored = isUuid(meetingId)
      ? await mq.lockMeeting(tx, { communityId: caller.communityId, id: meetingId })
      : undefined;
    if (!stored) throw new AppError('MEETING_NOT_FOUND');
    const group = await cellGroupOrThrow(tx, caller, stored.groupId, 'share');
    if (!leadsGroup(caller, group)) throw new AppError('NOT_GROUP_LEADER');
    const before = await readMeeting(tx, caller, stored.id);
    const merged = meetingBodySchema.safeParse({
      date: stored.date,
      held: stored.held,
      attendeeIds: before.attendeeIds,
      visitors: before.visitors,
      topic: stored.topic,
      notes: stored.notes,
      ...sentFields(patch),
    });
    if (!merged.success) throw validationError(merged.error);
    const values = merged.data;
    checkWindow(caller, stored.date, values.date);
    const present = new Set(before.attendeeIds);
    await checkAttendees(tx, caller, group.id, values.attendeeIds, present);
    const known = new Set(before.visitors.map((v) => v.id));
    if (values.visitors.some((v) => v.id && !known.has(v.id))) throw new AppError('VISITOR_NOT_FOUND');

    const key = { communityId: caller.communityId, groupId: group.id };
    await mq.updateMeeting(tx, {
      communityId: caller.communityId,
      id: stored.id,
      values: { date: values.date, held: values.held, topic: values.topic, notes: values.notes },
    });
    const meeting = { ...key, meetingId: stored.id, date: values.date };
    if (patch.attendeeIds !== undefined) await mq.setAttendance(tx, meeting, values.attendeeIds);
    if (patch.visitors !== undefined) await mq.setVisitors(tx, meeting, values.visitors);
    await keepMeetingSummaries(tx, { ...key, sectorId: group.sectorId }, [stored.date, values.date]);
    const after = await readMeeting(tx, caller, stored.id);
    await audit(tx, caller, {
      action: 'update',
      objectType: 'group-meeting',
      objectId: stored.id,
      changes: { group: group.name, ...changedFields(audited(before), audited(after)) },
    });
    return after;
  });
}
