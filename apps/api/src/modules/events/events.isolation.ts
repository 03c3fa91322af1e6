import { expect } from 'vitest';
import { eventInterests, events } from '../../db/schema.ts';
import { as, snapshotRows } from '../../test/factories.ts';
import type { IsolationPiece } from '../../test/isolation-kit.ts';

/** Community A's event, with a member interested in it. */
export const isolation: IsolationPiece = async ({ app, db, cast }) => {
  const title = 'Evento privado de la comunidad Alfa';
  const event = await as(
    app,
    cast.a.tokens.pastor,
  )({
    method: 'POST',
    url: '/api/community/admin/events',
    payload: {
      title,
      summary: 'Resumen',
      content: 'Contenido',
      eventDate: '2099-01-10',
      eventTime: '19:00',
      location: 'Salón',
    },
  });
  const id: string = event.json().id;
  const interest = await as(
    app,
    cast.a.tokens.member,
  )({ method: 'POST', url: `/api/community/events/${id}/interest` });
  expect(interest.statusCode).toBe(200);
  return {
    snapshot: async () => ({
      ...(await snapshotRows(db, { events })),
      eventInterests: await db
        .select()
        .from(eventInterests)
        .orderBy(eventInterests.eventId, eventInterests.userId),
    }),
    secrets: [title, id],
    // The dashboard's routes and the app's naming one of A's events.
    foreign: [
      { method: 'GET', url: `/api/community/admin/events/${id}` },
      { method: 'PATCH', url: `/api/community/admin/events/${id}`, payload: { title: 'Otro' } },
      { method: 'DELETE', url: `/api/community/admin/events/${id}` },
      { method: 'PATCH', url: `/api/community/admin/events/${id}/toggle-active` },
      { method: 'GET', url: `/api/community/admin/events/${id}/statistics` },
      { method: 'GET', url: `/api/community/admin/events/${id}/statistics/export?format=csv` },
      { method: 'GET', url: `/api/community/events/${id}` },
      { method: 'GET', url: `/api/community/events/${id}/ics` },
      { method: 'POST', url: `/api/community/events/${id}/interest` },
    ],
    reads: [
      { call: { method: 'GET', url: '/api/community/admin/events?includeInactive=true&limit=100' } },
      { call: { method: 'GET', url: '/api/community/admin/events/calendar?month=2099-01' } },
      { call: { method: 'GET', url: '/api/community/events' } },
      {
        call: { method: 'GET', url: '/api/community/admin/events/statistics/overview' },
        check: (res) => expect(res.json()).toMatchObject({ totalEvents: 0, totalInterested: 0 }),
      },
    ],
  };
};
