import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { maxChars } from '../../db/checks.ts';
import { createdAtColumn, optionalRef, requiredRef, timestampColumns } from '../../db/columns.ts';
import {
  communityColumn,
  communityOwnedColumns,
  optionalUserColumn,
  userColumn,
} from '../../db/references.ts';
import { invitations } from '../invitations/invitations.table.ts';
import { groups, sectors } from './groups.table.ts';

/**
 * The group's sector and state, copied on each roster entry and visitor (by triggers: filled on insert
 * from the group, changed with it), so that the follow-up lists and counts them by an index of their own
 * instead of reading every group. Always set: the insert trigger fills them before the row is checked.
 */
function groupCopyColumns() {
  return {
    sectorId: uuid('sector_id').notNull().default(sql`null`),
    groupActive: boolean('group_active').notNull().default(true),
  };
}

/**
 * A cell's life: its roster, the requests to join it, and its meetings with who came and who visited.
 * Every row names its community, like every other table, so that a query of one community never reads
 * another's rows, whatever id it is given.
 */

/** Who belongs to a group. A person may belong to several groups. */
export const groupMembers = pgTable(
  'group_members',
  {
    ...communityOwnedColumns(),
    groupId: requiredRef('group_id', () => groups.id),
    userId: userColumn(),
    addedAt: createdAtColumn(),
    /**
     * How many of the group's meetings held since the person joined it came after the last one they
     * attended: recomputed for the group's roster with each meeting's report. Three or more puts them
     * on the follow-up list.
     */
    missedMeetings: integer('missed_meetings').notNull().default(0),
    /** The day of the last meeting of the group they attended: kept with missed_meetings. */
    lastAttendedOn: date('last_attended_on', { mode: 'string' }),
    /** A follow-up mark ("contactado", with a note); cleared when the person comes again. */
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    contactNote: text('contact_note'),
    ...groupCopyColumns(),
  },
  (t) => [
    uniqueIndex('group_members_group_user_key').on(t.groupId, t.userId),
    index('group_members_community_user_idx').on(t.communityId, t.userId),
    // The follow-up's people, each mark apart, in the list's order (its page is the first rows of each, its
    // total their count, both read from the index alone).
    ...(['null', 'not null'] as const).map((mark) =>
      index(`group_members_follow_up_${mark === 'null' ? 'open' : 'contacted'}_idx`)
        .on(
          t.communityId,
          t.missedMeetings.desc().nullsFirst(),
          t.lastAttendedOn.desc().nullsFirst(),
          t.id,
          t.groupId,
          t.sectorId,
        )
        .where(sql`${t.missedMeetings} >= 3 and ${t.groupActive} and ${t.contactedAt} is ${sql.raw(mark)}`),
    ),
    maxChars('group_members', t.contactNote, 500),
  ],
);

/** A member's request to join a group; the leader (or a pastor or helper) accepts or declines it. */
export const groupJoinRequests = pgTable(
  'group_join_requests',
  {
    ...communityOwnedColumns(),
    groupId: requiredRef('group_id', () => groups.id),
    userId: userColumn(),
    status: text('status', { enum: ['PENDING', 'ACCEPTED', 'DECLINED'] })
      .notNull()
      .default('PENDING'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: optionalUserColumn('decided_by'),
    ...timestampColumns(),
  },
  (t) => [
    // One open request per person and group.
    uniqueIndex('group_join_requests_pending_key')
      .on(t.groupId, t.userId)
      .where(sql`${t.status} = 'PENDING'`),
    index('group_join_requests_group_status_idx').on(t.groupId, t.status, t.createdAt),
    maxChars('group_join_requests', t.status, 10),
  ],
);

/** One meeting's report: one per group and day. The counts are kept with it for the summaries. */
export const groupMeetings = pgTable(
  'group_meetings',
  {
    ...communityOwnedColumns(),
    groupId: requiredRef('group_id', () => groups.id),
    /** The meeting's day (Bogotá). */
    date: date('date', { mode: 'string' }).notNull(),
    /** False: the report says the cell did not meet that day (no attendance, no visitors). */
    held: boolean('held').notNull().default(true),
    topic: text('topic'),
    notes: text('notes'),
    attendanceCount: integer('attendance_count').notNull().default(0),
    visitorCount: integer('visitor_count').notNull().default(0),
    recordedBy: optionalUserColumn('recorded_by'),
    ...timestampColumns(),
  },
  (t) => [
    uniqueIndex('group_meetings_group_date_key').on(t.groupId, t.date),
    index('group_meetings_community_date_idx').on(t.communityId, t.date),
    maxChars('group_meetings', t.topic, 150),
    maxChars('group_meetings', t.notes, 1000),
  ],
);

/**
 * Who came to a meeting: one row per person present. The group and day are copied from the meeting,
 * so that a person's last attendance in a group is one index look-up.
 */
export const groupAttendance = pgTable(
  'group_attendance',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => groupMeetings.id, { onDelete: 'cascade' }),
    userId: userColumn(),
    communityId: communityColumn(),
    groupId: requiredRef('group_id', () => groups.id),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    index('group_attendance_group_user_date_idx').on(t.groupId, t.userId, t.date),
  ],
);

/** A visitor of a meeting: a name and maybe a phone, to welcome and follow up. */
export const groupVisitors = pgTable(
  'group_visitors',
  {
    ...communityOwnedColumns(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => groupMeetings.id, { onDelete: 'cascade' }),
    groupId: requiredRef('group_id', () => groups.id),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    contactNote: text('contact_note'),
    /** The invitation to join the community made for this visitor (one action: turn a visitor into a member). */
    invitationId: optionalRef('invitation_id', () => invitations.id),
    ...timestampColumns(),
    ...groupCopyColumns(),
  },
  (t) => [
    index('group_visitors_meeting_idx').on(t.meetingId),
    // The follow-up's visitors, each mark apart, newest first (a range of days; read from the index alone).
    ...(['null', 'not null'] as const).map((mark) =>
      index(`group_visitors_follow_up_${mark === 'null' ? 'open' : 'contacted'}_idx`)
        .on(t.communityId, t.date.desc().nullsFirst(), t.id, t.groupId, t.sectorId)
        .where(sql`${t.groupActive} and ${t.contactedAt} is ${sql.raw(mark)}`),
    ),
    maxChars('group_visitors', t.name, 100),
    maxChars('group_visitors', t.phone, 20),
    maxChars('group_visitors', t.contactNote, 500),
  ],
);

/**
 * The reports of each sector's active cells in each week (its Monday, ISO), kept with every meeting's
 * report and with every change of a cell's sector or state, so that the week's summary and its chart
 * read a few rows per sector instead of every report of every cell. A cell that met twice in a week counts
 * once (reported, met); attendance and visitors add up its reports.
 */
export const cellWeekTotals = pgTable(
  'cell_week_totals',
  {
    communityId: communityColumn(),
    sectorId: requiredRef('sector_id', () => sectors.id),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    reported: integer('reported').notNull().default(0),
    met: integer('met').notNull().default(0),
    attendance: integer('attendance').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.weekStart, t.sectorId] })],
);

/**
 * Each group's last report day, kept with every meeting's report; one row per group (a trigger adds it
 * when the group is created). `quiet_from`: the day its silence counts from, its last report or, before
 * any, the day before it was created; indexed, so that the cells that stopped reporting are a range.
 */
export const groupLastReports = pgTable(
  'group_last_reports',
  {
    groupId: uuid('group_id')
      .primaryKey()
      .references(() => groups.id, { onDelete: 'cascade' }),
    communityId: communityColumn(),
    lastReportOn: date('last_report_on', { mode: 'string' }),
    quietFrom: date('quiet_from', { mode: 'string' }).notNull(),
    // Copies of the group's columns the list filters and orders by (a trigger keeps them with the group).
    sectorId: uuid('sector_id').notNull(),
    isActive: boolean('is_active').notNull(),
    meetingDay: text('meeting_day').notNull(),
    sortName: text('sort_name').notNull(),
  },
  (t) => [
    // Per meeting day, the active cells silent since before a day are a range, read from the index alone.
    index('group_last_reports_quiet_idx')
      .on(t.communityId, t.meetingDay, t.quietFrom, t.sortName, t.groupId, t.sectorId, t.lastReportOn)
      .where(sql`${t.isActive}`),
  ],
);
