import { describe, expect, it } from 'vitest';
import { ADMIN, APP, type Call, useEventsTestApp, validEvent } from './events.test-kit.ts';

// Who may call what: without a session nothing answers; the dashboard's routes are for pastors and
// helpers only (members and guests get 403); members and guests read the app's routes and toggle
// interest. Another community's event is not found anywhere. Every refusal changes nothing.

const { kit, pastor, helper, member, guest, pastorB, createEvent, everything } = useEventsTestApp();

const adminRoutes = (id: string) =>
  [
    { method: 'GET', url: ADMIN },
    { method: 'GET', url: `${ADMIN}/statistics/overview` },
    { method: 'GET', url: `${ADMIN}/calendar?month=2030-01` },
    { method: 'POST', url: ADMIN, payload: validEvent() },
    { method: 'GET', url: `${ADMIN}/${id}` },
    { method: 'PATCH', url: `${ADMIN}/${id}`, payload: { title: 'Otro título' } },
    { method: 'DELETE', url: `${ADMIN}/${id}` },
    { method: 'PATCH', url: `${ADMIN}/${id}/toggle-active` },
    { method: 'GET', url: `${ADMIN}/${id}/statistics` },
    { method: 'GET', url: `${ADMIN}/${id}/statistics/export?format=csv` },
  ] as const;
const appRoutes = (id: string) =>
  [
    { method: 'GET', url: APP },
    { method: 'GET', url: `${APP}/${id}` },
    { method: 'GET', url: `${APP}/calendar-link` },
    { method: 'GET', url: `${APP}/${id}/ics` },
    { method: 'POST', url: `${APP}/${id}/interest` },
  ] as const;

describe('events access', () => {
  it('answers 401 to every route without a session, changing nothing', async () => {
    const event = await createEvent();
    const before = await everything();
    for (const route of [...adminRoutes(event.id), ...appRoutes(event.id)]) {
      const res = await kit.t.app.inject(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses members and guests every dashboard route (403), changing nothing', async () => {
    const event = await createEvent();
    const before = await everything();
    for (const [who, call] of [
      ['member', member],
      ['guest', guest],
    ] as [string, Call][])
      for (const route of adminRoutes(event.id)) {
        const res = await call(route);
        expect(res.statusCode, `${who} ${route.method} ${route.url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    expect(await everything()).toEqual(before);
  });

  it('lets helpers use every dashboard route, and members and guests every app route', async () => {
    const event = await createEvent({}, helper);
    for (const route of adminRoutes(event.id).filter((r) => r.method !== 'DELETE')) {
      const res = await helper(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(300);
    }
    // The toggle above hid it: show it again for the app.
    await helper({ method: 'PATCH', url: `${ADMIN}/${event.id}/toggle-active` });
    for (const call of [member, guest])
      for (const route of appRoutes(event.id)) {
        const res = await call(route);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(200);
      }
    expect((await helper({ method: 'DELETE', url: `${ADMIN}/${event.id}` })).statusCode).toBe(204);
  });

  it('answers 404 to another community’s event on every route, changing nothing', async () => {
    const event = await createEvent({ title: 'Evento privado de Alfa' });
    await member({ method: 'POST', url: `${APP}/${event.id}/interest` });
    const before = await everything();
    const named = [...adminRoutes(event.id), ...appRoutes(event.id)].filter((r) => r.url.includes(event.id));
    for (const route of named) {
      const res = await pastorB(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.json().code).toBe('EVENT_NOT_FOUND');
      expect(res.body).not.toContain('Evento privado de Alfa');
    }
    for (const url of [
      ADMIN,
      `${ADMIN}?includeInactive=true`,
      APP,
      `${ADMIN}/calendar?month=${new Date().toISOString().slice(0, 7)}`,
    ]) {
      const res = await pastorB({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(event.id);
    }
    const overview = (await pastorB({ method: 'GET', url: `${ADMIN}/statistics/overview` })).json();
    expect(overview.totalInterested).toBe(0);
    expect(await everything()).toEqual(before);
    // The pastor of A still sees it.
    expect((await pastor({ method: 'GET', url: `${ADMIN}/${event.id}` })).json().interestedCount).toBe(1);
  });
});
