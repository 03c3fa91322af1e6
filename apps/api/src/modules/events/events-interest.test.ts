import { errorMessages } from '@koinonia/shared/errors';
import { describe, expect, it } from 'vitest';
import { as, createMember, login } from '../../test/factories.ts';
import { APP, dayIn, useEventsTestApp } from './events.test-kit.ts';

// The members' app: the upcoming events (featured first, isInterested per row), one event, and the
// interest toggle with its refusals, exact under double clicks and concurrency.

const { kit, member, guest, helper, insertEvent, addInterest, freshCommunity, everything, countsOf } =
  useEventsTestApp();

const N = 12;
const interest = (id: string) => ({ method: 'POST' as const, url: `${APP}/${id}/interest` });

describe('GET /api/community/events', () => {
  it('lists active upcoming or ongoing events from today on: featured first, then date and time', async () => {
    const c = await freshCommunity();
    const add = (title: string, extra = {}) => insertEvent({ communityId: c.id, title, ...extra });
    await add('Pasado', { eventDate: dayIn(-1) });
    await add('Oculto', { eventDate: dayIn(2), isActive: false });
    await add('Cancelado', { eventDate: dayIn(2), status: 'cancelled' });
    await add('Completado', { eventDate: dayIn(2), status: 'completed' });
    await add('Pasado mañana', { eventDate: dayIn(2), eventTime: '09:00', category: 'curso' });
    await add('Hoy en curso', { eventDate: dayIn(0), eventTime: '20:00', status: 'ongoing' });
    const featured = await add('Destacado lejano', { eventDate: dayIn(40), featured: true });
    await add('Pasado mañana temprano', { eventDate: dayIn(2), eventTime: '07:00' });
    await addInterest(featured.id, c.memberId);
    const res = await c.member({ method: 'GET', url: APP });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items.map((e: { title: string }) => e.title)).toEqual([
      'Destacado lejano',
      'Hoy en curso',
      'Pasado mañana temprano',
      'Pasado mañana',
    ]);
    expect(body.items.map((e: { isInterested: boolean }) => e.isInterested)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 4, hasMore: false });
    const cursos = (await c.member({ method: 'GET', url: `${APP}?category=curso&limit=1` })).json();
    expect(cursos.items.map((e: { title: string }) => e.title)).toEqual(['Pasado mañana']);
  });

  it('answers one event of any status to members and guests; a hidden one is 404', async () => {
    const completed = await insertEvent({ status: 'completed', eventDate: dayIn(-3) });
    const res = await guest({ method: 'GET', url: `${APP}/${completed.id}` });
    expect(res.json()).toMatchObject({ id: completed.id, status: 'completed', isInterested: false });
    const hidden = await insertEvent({ isActive: false });
    const refused = await member({ method: 'GET', url: `${APP}/${hidden.id}` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('EVENT_NOT_FOUND');
  });
});

describe('POST /api/community/events/:id/interest', () => {
  it('toggles the caller’s interest, members and guests alike; reads show it', async () => {
    const event = await insertEvent();
    expect((await guest(interest(event.id))).json()).toEqual({ isInterested: true, interestedCount: 1 });
    expect((await member(interest(event.id))).json()).toEqual({ isInterested: true, interestedCount: 2 });
    expect((await guest({ method: 'GET', url: `${APP}/${event.id}` })).json()).toMatchObject({
      isInterested: true,
      interestedCount: 2,
    });
    expect((await guest(interest(event.id))).json()).toEqual({ isInterested: false, interestedCount: 1 });
    expect(await countsOf(event.id)).toEqual({ stored: 1, rows: 1 });
  });

  it('refuses hidden (404), cancelled and completed (also withdrawing), closed and full events', async () => {
    const hidden = await insertEvent({ isActive: false });
    const cancelled = await insertEvent({ status: 'cancelled' });
    const completed = await insertEvent({ status: 'completed' });
    const deadlinePassed = await insertEvent({ requiresRegistration: true, registrationDeadline: dayIn(-1) });
    const dayOver = await insertEvent({ eventDate: dayIn(-1) });
    const full = await insertEvent({ requiresRegistration: true, capacity: 1 });
    await addInterest(full.id, kit.cast.a.helper.user.id);
    await addInterest(completed.id, kit.cast.a.member.user.id);
    const before = await everything();
    const cases = [
      [hidden.id, 404, 'EVENT_NOT_FOUND'],
      [cancelled.id, 409, 'EVENT_CLOSED'],
      [completed.id, 409, 'EVENT_CLOSED'],
      [deadlinePassed.id, 409, 'EVENT_REGISTRATION_CLOSED'],
      [dayOver.id, 409, 'EVENT_REGISTRATION_CLOSED'],
      [full.id, 409, 'EVENT_FULL'],
    ] as const;
    for (const [id, status, code] of cases) {
      const res = await member(interest(id));
      expect(res.statusCode, code).toBe(status);
      expect(res.json()).toMatchObject({ code, message: errorMessages[code] });
    }
    expect(errorMessages.EVENT_REGISTRATION_CLOSED).toBe('Las inscripciones para este evento están cerradas');
    expect(errorMessages.EVENT_FULL).toBe('El evento ha alcanzado su capacidad máxima');
    expect(await everything()).toEqual(before);
    // Without registration, capacity does not limit interest; the deadline's own day is still open.
    const open = await insertEvent({
      capacity: 1,
      requiresRegistration: true,
      registrationDeadline: dayIn(0),
    });
    expect((await member(interest(open.id))).statusCode).toBe(200);
    const noRegistration = await insertEvent({ capacity: 1 });
    await addInterest(noRegistration.id, kit.cast.a.helper.user.id);
    expect((await member(interest(noRegistration.id))).json()).toEqual({
      isInterested: true,
      interestedCount: 2,
    });
    // Someone interested in a full event may still withdraw.
    expect((await helper(interest(full.id))).json()).toEqual({ isInterested: false, interestedCount: 0 });
  });

  it('answers 404 EVENT_NOT_FOUND for an unknown id or a non-uuid', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await member(interest(id));
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('EVENT_NOT_FOUND');
    }
  });

  it(`${N} toggles at once by one person (double clicks) queue: the count ends exact`, async () => {
    const event = await insertEvent();
    const responses = await Promise.all(Array.from({ length: N }, () => helper(interest(event.id))));
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(responses.filter((r) => r.json().isInterested)).toHaveLength(N / 2);
    expect(await countsOf(event.id)).toEqual({ stored: 0, rows: 0 });
  });

  it(`${N} different people at once on an event with registration and capacity 5: exactly 5 interested`, async () => {
    const event = await insertEvent({ requiresRegistration: true, capacity: 5 });
    const callers = await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const m = await createMember(kit.t.database.db, kit.cast.a.community.id, {
          role: i % 3 ? 'MEMBER' : 'GUEST',
        });
        return as(kit.t.app, await login(kit.t.app, m.user.email));
      }),
    );
    const responses = await Promise.all(callers.map((call) => call(interest(event.id))));
    const accepted = responses.filter((r) => r.statusCode === 200);
    expect(accepted).toHaveLength(5);
    expect(accepted.map((r) => r.json().interestedCount).sort()).toEqual([1, 2, 3, 4, 5]);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.statusCode === 409 && r.json().code === 'EVENT_FULL')).toBe(true);
    expect(await countsOf(event.id)).toEqual({ stored: 5, rows: 5 });
  });
});
