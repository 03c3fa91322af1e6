import { describe, expect, it } from 'vitest';
import { APP, useEventsTestApp } from './events.test-kit.ts';

// One event as an iCalendar file, to add it to the phone's calendar: the same VEVENT as the feed's.

const { kit, member, guest, pastorB, insertEvent, freshCommunity } = useEventsTestApp();

/** The content lines of an iCalendar text, folded lines joined (RFC 5545 §3.1). */
const linesOf = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);

/** The properties of each VEVENT of a calendar, by name (parameters dropped). */
function vevents(ics: string) {
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of linesOf(ics)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      found.push(current);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1);
    }
  }
  return found;
}

const pathOf = (url: string) => new URL(url).pathname;

describe('GET /api/community/events/{id}/ics', () => {
  it('answers one VCALENDAR with the event’s VEVENT, as the feed writes it, as a download', async () => {
    const c = await freshCommunity();
    const concert = await insertEvent({
      communityId: c.id,
      title: 'Concierto de Navidad: ¡coros unidos!',
      eventDate: '2099-12-20',
      eventTime: '19:30',
      location: 'Parque central',
    });
    await insertEvent({ communityId: c.id, title: 'Otro evento', eventDate: '2099-12-21' });
    const res = await c.member({ method: 'GET', url: `${APP}/${concert.id}/ics` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="concierto-de-navidad-coros-unidos.ics"',
    );
    const lines = linesOf(res.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VCALENDAR')).toHaveLength(1);
    const [event, ...others] = vevents(res.body);
    expect(others).toHaveLength(0);
    expect(event).toMatchObject({
      UID: `${concert.id}@koinonia`,
      SUMMARY: 'Concierto de Navidad: ¡coros unidos!',
      // 19:30 in Bogotá (UTC-5).
      DTSTART: '20991221T003000Z',
    });

    const { url } = (await c.member({ method: 'GET', url: `${APP}/calendar-link` })).json();
    const feed = await kit.t.app.inject({ method: 'GET', url: pathOf(url) });
    const inFeed = vevents(feed.body).find((e) => e.UID === event!.UID);
    expect(inFeed).toEqual(event);
  });

  it('answers a hidden event, another community’s and an unknown id 404, as the event itself', async () => {
    const hidden = await insertEvent({ title: 'Oculto', isActive: false });
    const ofA = await insertEvent({ title: 'De la comunidad Alfa' });
    expect((await guest({ method: 'GET', url: `${APP}/${ofA.id}/ics` })).statusCode).toBe(200);
    const refused = [
      await member({ method: 'GET', url: `${APP}/${hidden.id}/ics` }),
      await pastorB({ method: 'GET', url: `${APP}/${ofA.id}/ics` }),
      await member({ method: 'GET', url: `${APP}/00000000-0000-4000-8000-000000000000/ics` }),
      await member({ method: 'GET', url: `${APP}/no-es-un-id/ics` }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'EVENT_NOT_FOUND', message: 'El evento no existe' });
    }
  });

  it('asks a session', async () => {
    const event = await insertEvent();
    const res = await kit.t.app.inject({ method: 'GET', url: `${APP}/${event.id}/ics` });
    expect(res.statusCode).toBe(401);
  });
});
