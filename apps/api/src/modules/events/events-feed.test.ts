import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema.ts';
import { APP, dayIn, useEventsTestApp } from './events.test-kit.ts';

// The iCalendar subscription: each member's own address (GET /community/events/calendar-link) and the
// feed itself, read without a session, refused with a wrong token, an unknown community or a membership
// that is no longer active.

const { kit, member, guest, pastorB, insertEvent, freshCommunity, db } = useEventsTestApp();

const pathOf = (url: string) => new URL(url).pathname;
const vevents = (ics: string) => ics.split('BEGIN:VEVENT').slice(1);

describe('the iCalendar feed', () => {
  it('gives each member their own address, which stops answering once their membership is not active', async () => {
    const res = await member({
      method: 'GET',
      url: `${APP}/calendar-link`,
      headers: { host: 'iglesia.test' },
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(
      new RegExp(
        `^http://iglesia\\.test/api/calendar/${kit.cast.a.community.id}/[0-9a-f-]{36}/[A-Za-z0-9_-]{43}\\.ics$`,
      ),
    );
    const forGuest = (
      await guest({ method: 'GET', url: `${APP}/calendar-link`, headers: { host: 'iglesia.test' } })
    ).json();
    expect(forGuest.url).not.toBe(url);
    expect((await kit.t.app.inject({ method: 'GET', url: pathOf(forGuest.url) })).statusCode).toBe(200);
    const forB = (await pastorB({ method: 'GET', url: `${APP}/calendar-link` })).json();
    expect(forB.url).toContain(kit.cast.b.community.id);

    // A member deactivated by the pastor: their address answers 404 from then on.
    const c = await freshCommunity();
    const link = pathOf((await c.member({ method: 'GET', url: `${APP}/calendar-link` })).json().url);
    expect((await kit.t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    await db()
      .update(memberships)
      .set({ isActive: false })
      .where(and(eq(memberships.communityId, c.id), eq(memberships.userId, c.memberId)));
    expect((await kit.t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
  });

  it('answers text/calendar with the active events from 30 days ago on, in UTC, cancelled marked', async () => {
    const c = await freshCommunity();
    const add = (title: string, extra = {}) => insertEvent({ communityId: c.id, title, ...extra });
    const concert = await add('Concierto de Navidad', {
      eventDate: '2099-12-20',
      eventTime: '19:30',
      location: 'Parque central',
      address: 'Calle 10 # 5-20',
    });
    const cancelled = await add('Taller aplazado', { eventDate: '2099-12-21', status: 'cancelled' });
    await add('Oculto', { eventDate: '2099-12-22', isActive: false });
    await add('Hace dos meses', { eventDate: dayIn(-60) });
    const recent = await add('Hace una semana', { eventDate: dayIn(-7), status: 'completed' });
    const { url } = (await c.member({ method: 'GET', url: `${APP}/calendar-link` })).json();
    const res = await kit.t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = res.body;
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    const items = vevents(ics);
    expect(items).toHaveLength(3);
    const [first, second, third] = items as [string, string, string];
    expect(first).toContain(`UID:${recent.id}@koinonia`);
    expect(second).toContain(`UID:${concert.id}@koinonia`);
    expect(second).toContain('SUMMARY:Concierto de Navidad');
    // 19:30 in Bogotá (UTC-5) is 00:30 UTC the next day; two hours long.
    expect(second).toContain('DTSTART:20991221T003000Z');
    expect(second).toContain('DTEND:20991221T023000Z');
    expect(second).toContain('LOCATION:Parque central\\, Calle 10 # 5-20');
    expect(second).not.toContain('STATUS:CANCELLED');
    expect(third).toContain(`UID:${cancelled.id}@koinonia`);
    expect(third).toContain('STATUS:CANCELLED');
    expect(ics).not.toContain('Oculto');
    expect(ics).not.toContain('Hace dos meses');
  });

  it('answers 404 to a wrong token, another member’s or community’s token, or an unknown community', async () => {
    const { url } = (await member({ method: 'GET', url: `${APP}/calendar-link` })).json();
    const path = pathOf(url);
    const [, , , a, userId, file] = path.split('/') as string[];
    const token = file!.replace('.ics', '');
    const { url: urlGuest } = (await guest({ method: 'GET', url: `${APP}/calendar-link` })).json();
    const [, , , , guestId, guestFile] = pathOf(urlGuest).split('/') as string[];
    const { url: urlB } = (await pastorB({ method: 'GET', url: `${APP}/calendar-link` })).json();
    const [, , , b, pastorBId, fileB] = pathOf(urlB).split('/') as string[];
    const wrong = [
      `/api/calendar/${a}/${userId}/${token.slice(0, -2)}AA.ics`,
      `/api/calendar/${a}/${userId}/${guestFile}`,
      `/api/calendar/${a}/${guestId}/${file}`,
      `/api/calendar/${a}/${pastorBId}/${fileB}`,
      `/api/calendar/${b}/${userId}/${file}`,
      `/api/calendar/${a}/${userId}/${token}`,
      `/api/calendar/${a}/${userId}/x.ics`,
      `/api/calendar/00000000-0000-4000-8000-000000000000/${userId}/${file}`,
      `/api/calendar/not-a-uuid/${userId}/${file}`,
      `/api/calendar/${a}/${file}`,
    ];
    for (const p of wrong) {
      const res = await kit.t.app.inject({ method: 'GET', url: p });
      expect(res.statusCode, p).toBe(404);
      expect(res.json().statusCode).toBe(404);
    }
    expect((await kit.t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });

  it('asks a session for the address', async () => {
    const res = await kit.t.app.inject({ method: 'GET', url: `${APP}/calendar-link` });
    expect(res.statusCode).toBe(401);
  });
});
