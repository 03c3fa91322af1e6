import { bogotaDay } from '../common/days.ts';
import { addDays, isoWeekday } from '../common/weeks.ts';
import type { Meeting, MeetingBody, RosterMember } from './cell-life.schemas.ts';
import { type MeetingDay, meetingDays } from './groups.schemas.ts';

/** A visitor's row in a meeting's form: `id` when the report already has them (kept across an edit). */
export interface VisitorRow {
  id?: string;
  name: string;
  phone: string;
}

/** A meeting's report as its forms (the dashboard's and the phone's) hold it. */
export interface MeetingFormValues {
  date: string;
  held: boolean;
  attendeeIds: string[];
  visitors: VisitorRow[];
  topic: string;
  notes: string;
}

/** The group's last meeting day up to today (Bogotá): what a new report is for, unless told otherwise. */
export function lastMeetingDay(meetingDay: MeetingDay, today = bogotaDay(new Date())) {
  const weekday = meetingDays.indexOf(meetingDay) + 1;
  return addDays(today, -((isoWeekday(today) - weekday + 7) % 7));
}

/** The form's values for `meeting`, or for a new report of a group meeting on `meetingDay`. */
export function meetingFormValues(meeting: Meeting | null, meetingDay: MeetingDay): MeetingFormValues {
  return {
    date: meeting?.date ?? lastMeetingDay(meetingDay),
    held: meeting?.held ?? true,
    attendeeIds: meeting?.attendeeIds ?? [],
    visitors: meeting?.visitors.map((v) => ({ id: v.id, name: v.name, phone: v.phone ?? '' })) ?? [],
    topic: meeting?.topic ?? '',
    notes: meeting?.notes ?? '',
  };
}

/** What the API is sent: nobody present and no visitors when the cell did not meet; blanks as null. */
export function meetingBodyOf(v: MeetingFormValues): MeetingBody {
  return {
    date: v.date,
    held: v.held,
    attendeeIds: v.held ? v.attendeeIds : [],
    visitors: v.held
      ? v.visitors.map((x) => ({ ...(x.id ? { id: x.id } : {}), name: x.name, phone: x.phone || null }))
      : [],
    topic: v.topic || null,
    notes: v.notes || null,
  };
}

/** Who can be ticked: the roster, and anyone recorded present at `meeting` who has left it since. */
export function attendancePeople(roster: RosterMember[], meeting: Meeting | null) {
  return [
    ...roster.map((m) => ({ id: m.user.id, name: m.user.name })),
    ...(meeting?.attendeeIds ?? [])
      .filter((id) => !roster.some((m) => m.user.id === id))
      .map((id) => ({ id, name: 'Persona que ya no está en la lista' })),
  ];
}

/** The WhatsApp message that carries a visitor's invitation to join the community. */
export function visitorInvitationMessage(visitorName: string, invitationUrl: string) {
  const first = visitorName.trim().split(/\s+/)[0] ?? '';
  return `Hola ${first}, ¡qué alegría que nos visitaste! Te invitamos a unirte a nuestra comunidad en Koinonia: ${invitationUrl}`;
}
