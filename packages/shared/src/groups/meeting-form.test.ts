import { describe, expect, it } from 'vitest';
import {
  lastMeetingDay,
  meetingBodyOf,
  meetingFormValues,
  visitorInvitationMessage,
} from './meeting-form.ts';

describe("a meeting's form", () => {
  it('defaults to the group’s last meeting day up to today', () => {
    // 2026-12-09 is a Wednesday.
    expect(lastMeetingDay('Miércoles', '2026-12-09')).toBe('2026-12-09');
    expect(lastMeetingDay('Martes', '2026-12-09')).toBe('2026-12-08');
    expect(lastMeetingDay('Jueves', '2026-12-09')).toBe('2026-12-03');
    expect(meetingFormValues(null, 'Lunes')).toMatchObject({ held: true, attendeeIds: [], visitors: [] });
  });

  it('sends nobody present and no visitors when the cell did not meet, blanks as null, kept visitors by id', () => {
    const values = {
      date: '2026-12-08',
      held: true,
      attendeeIds: ['a'],
      visitors: [
        { id: 'v1', name: 'Ana', phone: '' },
        { name: 'Beto', phone: '300 1' },
      ],
      topic: '',
      notes: 'Oramos',
    };
    expect(meetingBodyOf(values)).toEqual({
      date: '2026-12-08',
      held: true,
      attendeeIds: ['a'],
      visitors: [
        { id: 'v1', name: 'Ana', phone: null },
        { name: 'Beto', phone: '300 1' },
      ],
      topic: null,
      notes: 'Oramos',
    });
    expect(meetingBodyOf({ ...values, held: false })).toMatchObject({ attendeeIds: [], visitors: [] });
  });

  it('greets the visitor by their first name with the invitation', () => {
    expect(visitorInvitationMessage('  Lucía  Gómez ', 'https://x/unirse/abc')).toBe(
      'Hola Lucía, ¡qué alegría que nos visitaste! Te invitamos a unirte a nuestra comunidad en Koinonia: https://x/unirse/abc',
    );
  });
});
