import { EVENTS_LIMITS, eventMessages } from '@koinonia/shared/events/events.schemas';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema.ts';
import { ADMIN, dayIn, useEventsTestApp } from './events.test-kit.ts';

// The dashboard's reads: the list (filters, order, pagination, hidden events), the overview's
// numbers exactly as the contract defines them, and the month calendar.

const { pastor, db, insertEvent, freshCommunity } = useEventsTestApp();

type Item = { id: string; title: string };
const titles = (body: { items: Item[] }) => body.items.map((e) => e.title);

describe('GET /api/community/admin/events', () => {
  it('orders the events to come by date and time, then the past ones newest first', async () => {
    const c = await freshCommunity();
    const add = (title: string, days: number, time: string, extra = {}) =>
      insertEvent({ communityId: c.id, title, eventDate: dayIn(days), eventTime: time, ...extra });
    await add('Pasado lejano', -30, '10:00');
    await add('Mañana tarde', 1, '18:00');
    await add('Hoy', 0, '07:00');
    await add('Ayer', -1, '20:00');
    await add('Mañana temprano', 1, '06:30');
    await add('Oculto', 2, '09:00', { isActive: false });
    await add('En un mes', 30, '09:00');
    const visible = (await c.pastor({ method: 'GET', url: ADMIN })).json();
    expect(titles(visible)).toEqual([
      'Hoy',
      'Mañana temprano',
      'Mañana tarde',
      'En un mes',
      'Ayer',
      'Pasado lejano',
    ]);
    expect(visible.pagination).toEqual({ page: 1, limit: 50, total: 6, hasMore: false });
    const all = (await c.pastor({ method: 'GET', url: `${ADMIN}?includeInactive=true` })).json();
    expect(titles(all)).toContain('Oculto');
    expect(all.pagination.total).toBe(7);
    const page2 = (
      await c.pastor({ method: 'GET', url: `${ADMIN}?includeInactive=true&page=2&limit=3` })
    ).json();
    expect(titles(page2)).toEqual(['Oculto', 'En un mes', 'Ayer']);
    expect(page2.pagination).toEqual({ page: 2, limit: 3, total: 7, hasMore: true });
  });

  it('filters by category, status, featured, search, date range and tags', async () => {
    const c = await freshCommunity();
    const add = (title: string, extra: Partial<typeof events.$inferInsert>) =>
      insertEvent({ communityId: c.id, title, ...extra });
    await add('Retiro de jóvenes', { category: 'retiro', tags: ['jóvenes'], eventDate: dayIn(5) });
    await add('Concierto', {
      category: 'concierto',
      featured: true,
      eventDate: dayIn(8),
      organizer: 'Banda',
    });
    await add('Curso', {
      category: 'curso',
      status: 'cancelled',
      tags: ['biblia', 'jóvenes'],
      eventDate: dayIn(12),
    });
    await add('Niños', { category: 'niños', location: 'Escuela dominical', eventDate: dayIn(20) });
    const list = async (query: string) =>
      titles((await c.pastor({ method: 'GET', url: `${ADMIN}?${query}` })).json());
    expect(await list('category=retiro')).toEqual(['Retiro de jóvenes']);
    expect(await list(`category=${encodeURIComponent('niños')}`)).toEqual(['Niños']);
    expect(await list('status=cancelled')).toEqual(['Curso']);
    expect(await list('featured=true')).toEqual(['Concierto']);
    expect(await list('featured=false')).toEqual(['Retiro de jóvenes', 'Curso', 'Niños']);
    expect(await list('search=dominical')).toEqual(['Niños']);
    expect(await list('search=Banda')).toEqual(['Concierto']);
    // Any case, with or without accents.
    expect(await list('search=banda')).toEqual(['Concierto']);
    expect(await list('search=JOVENES')).toEqual(['Retiro de jóvenes']);
    expect(await list(`search=${encodeURIComponent('niÑos')}`)).toEqual(['Niños']);
    expect(await list(`startDate=${dayIn(6)}&endDate=${dayIn(12)}`)).toEqual(['Concierto', 'Curso']);
    expect(await list(`tags=${encodeURIComponent('["jóvenes"]')}`)).toEqual(['Retiro de jóvenes', 'Curso']);
    expect(await list('tags=biblia,otra')).toEqual(['Curso']);
    const bad = await c.pastor({ method: 'GET', url: `${ADMIN}?startDate=${dayIn(9)}&endDate=${dayIn(2)}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(eventMessages.dateRangeInvalid);
    expect((await c.pastor({ method: 'GET', url: `${ADMIN}?category=otra` })).json().message).toBe(
      eventMessages.categoryInvalid,
    );
  });
});

describe('GET /api/community/admin/events/statistics/overview', () => {
  it('counts every event, the upcoming ones as defined, the interested and the average', async () => {
    const c = await freshCommunity();
    const empty = (await c.pastor({ method: 'GET', url: `${ADMIN}/statistics/overview` })).json();
    expect(empty).toEqual({
      totalEvents: 0,
      upcomingEvents: 0,
      totalInterested: 0,
      averageInterestPerEvent: 0,
    });
    const add = (extra: Partial<typeof events.$inferInsert>) => insertEvent({ communityId: c.id, ...extra });
    await add({ eventDate: dayIn(0), interestedCount: 4 }); // upcoming (today)
    await add({ eventDate: dayIn(3), status: 'ongoing', interestedCount: 3 }); // upcoming
    await add({ eventDate: dayIn(3), isActive: false, interestedCount: 2 }); // hidden: not upcoming
    await add({ eventDate: dayIn(3), status: 'cancelled' }); // cancelled: not upcoming
    await add({ eventDate: dayIn(-1), interestedCount: 1 }); // past
    await add({ eventDate: dayIn(-9), status: 'completed', interestedCount: 0 });
    const res = await c.pastor({ method: 'GET', url: `${ADMIN}/statistics/overview` });
    expect(res.statusCode).toBe(200);
    // 10 interested over 6 events: 1.666… → 1.7.
    expect(res.json()).toEqual({
      totalEvents: 6,
      upcomingEvents: 2,
      totalInterested: 10,
      averageInterestPerEvent: 1.7,
    });
  });
});

describe('GET /api/community/admin/events/calendar', () => {
  it('answers the month’s events by date and time, hidden ones marked, and nothing of other months', async () => {
    const c = await freshCommunity();
    const add = (title: string, day: string, time: string, extra = {}) =>
      insertEvent({ communityId: c.id, title, eventDate: day, eventTime: time, ...extra });
    await add('Último de enero', '2030-01-31', '23:00');
    await add('Primero de febrero', '2030-02-01', '08:00');
    await add('Oculto', '2030-02-14', '19:00', { isActive: false });
    await add('Febrero temprano', '2030-02-14', '07:00', { featured: true });
    await add('Fin de febrero', '2030-02-28', '20:00', { status: 'cancelled' });
    await add('Marzo', '2030-03-01', '00:00');
    const res = await c.pastor({ method: 'GET', url: `${ADMIN}/calendar?month=2030-02` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.month).toBe('2030-02');
    expect(body.truncated).toBe(false);
    expect(body.items.map((e: Item) => e.title)).toEqual([
      'Primero de febrero',
      'Febrero temprano',
      'Oculto',
      'Fin de febrero',
    ]);
    expect(body.items[2]).toMatchObject({ isActive: false, eventDate: '2030-02-14T00:00:00.000Z' });
    expect(Object.keys(body.items[0]).sort()).toEqual(
      ['category', 'eventDate', 'eventTime', 'featured', 'id', 'isActive', 'status', 'title'].sort(),
    );
    const bad = await c.pastor({ method: 'GET', url: `${ADMIN}/calendar?month=2030-13` });
    expect(bad.json()).toMatchObject({ statusCode: 400, message: eventMessages.monthInvalid });
  });

  it(`answers at most ${EVENTS_LIMITS.calendarMaxEvents} events of a month and says it was cut`, async () => {
    const c = await freshCommunity();
    const n = EVENTS_LIMITS.calendarMaxEvents + 1;
    const rows = Array.from({ length: n }, (_, i) => ({
      communityId: c.id,
      title: `Evento ${i}`,
      summary: 'Resumen',
      content: 'Contenido',
      eventDate: `2031-05-${String(1 + (i % 28)).padStart(2, '0')}`,
      eventTime: '10:00',
      location: 'Salón',
    }));
    await db().insert(events).values(rows);
    const body = (await c.pastor({ method: 'GET', url: `${ADMIN}/calendar?month=2031-05` })).json();
    expect(body.items).toHaveLength(EVENTS_LIMITS.calendarMaxEvents);
    expect(body.truncated).toBe(true);
  });
});

describe('GET /api/community/admin/events/:id', () => {
  it('answers a hidden event to the dashboard; 404 for an unknown one', async () => {
    const hidden = await insertEvent({ isActive: false });
    const res = await pastor({ method: 'GET', url: `${ADMIN}/${hidden.id}` });
    expect(res.json()).toMatchObject({ id: hidden.id, isActive: false });
    const unknown = await pastor({ method: 'GET', url: `${ADMIN}/00000000-0000-4000-8000-000000000000` });
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'EVENT_NOT_FOUND' });
  });
});
