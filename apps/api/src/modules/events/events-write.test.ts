import { eventMessages } from '@koinonia/shared/events/events.schemas';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, eventInterests, events } from '../../db/schema.ts';
import { multipart } from '../../test/images.ts';
import { ADMIN, dayIn, useEventsTestApp, validEvent } from './events.test-kit.ts';

// The dashboard's writes: create (JSON and multipart), every validation message of spec §5 through
// the API, the deadline and not-in-the-past rules, edit, delete, hide/show, and their audit.

const { kit, pastor, helper, member, db, createEvent, insertEvent, addInterest, everything } =
  useEventsTestApp();

const lastAudit = async () =>
  (await db().select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1))[0]!;
const formOf = (values: Record<string, unknown>) =>
  multipart(
    Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ),
  );

describe('POST /api/community/admin/events', () => {
  it('creates an event with the defaults and answers it as every read does (201)', async () => {
    const res = await pastor({ method: 'POST', url: ADMIN, payload: validEvent({ address: '  ' }) });
    expect(res.statusCode, res.body).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({
      title: 'Conferencia de familias',
      category: 'default',
      eventDate: `${dayIn(30)}T00:00:00.000Z`,
      eventTime: '18:30',
      address: null,
      capacity: 50,
      price: null,
      tags: [],
      featured: false,
      status: 'upcoming',
      requiresRegistration: false,
      registrationDeadline: null,
      priority: 3,
      isActive: true,
      imageUrl: null,
      interestedCount: 0,
    });
    expect((await pastor({ method: 'GET', url: `${ADMIN}/${event.id}` })).json()).toEqual(event);
    expect(await lastAudit()).toMatchObject({ action: 'create', objectType: 'event', objectId: event.id });
  });

  it('keeps the deadline only when registration is required; price 0 is free', async () => {
    const withRegistration = await createEvent({
      requiresRegistration: true,
      registrationDeadline: dayIn(20),
      price: 25000,
      tags: ['Familia', 'familia', 'Niños'],
    });
    expect(withRegistration).toMatchObject({
      registrationDeadline: `${dayIn(20)}T00:00:00.000Z`,
      price: 25000,
      tags: ['familia', 'niños'],
    });
    const without = await createEvent({ registrationDeadline: dayIn(20), price: 0 }, helper);
    expect(without).toMatchObject({ registrationDeadline: null, price: null, requiresRegistration: false });
  });

  it('answers each §5 message, in JSON and in multipart, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, eventMessages.titleRequired],
      [{ summary: '' }, eventMessages.summaryRequired],
      [{ content: undefined }, eventMessages.contentRequired],
      [{ eventDate: '' }, eventMessages.dateRequired],
      [{ eventTime: '' }, eventMessages.timeRequired],
      [{ location: ' ' }, eventMessages.locationRequired],
      [{ capacity: 0 }, eventMessages.capacityMin],
      [{ price: 1500 }, eventMessages.priceStep],
      [{ price: -1000 }, eventMessages.priceNegative],
      [{ eventDate: '2026-02-30' }, eventMessages.dateInvalid],
      [{ eventTime: '25:00' }, eventMessages.timeInvalid],
      [{ requiresRegistration: true, registrationDeadline: dayIn(31) }, eventMessages.deadlineAfterEvent],
    ];
    const before = await everything();
    for (const [overrides, message] of cases) {
      const json = await pastor({ method: 'POST', url: ADMIN, payload: validEvent(overrides) });
      expect(json.statusCode, message).toBe(400);
      expect(json.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
      const values = Object.fromEntries(
        Object.entries(validEvent(overrides)).filter(([, v]) => v !== undefined),
      );
      const form = await pastor({ method: 'POST', url: ADMIN, ...formOf(values) });
      expect(form.statusCode, `multipart ${message}`).toBe(400);
      expect(form.json().message).toBe(message);
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses a moment already past everywhere (EVENT_MOMENT_IN_PAST), in JSON and multipart', async () => {
    const before = await everything();
    for (const payload of [validEvent({ eventDate: dayIn(-2) }), validEvent({ eventDate: dayIn(-400) })]) {
      const res = await pastor({ method: 'POST', url: ADMIN, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'EVENT_MOMENT_IN_PAST', message: eventMessages.inPast });
      const form = await pastor({ method: 'POST', url: ADMIN, ...formOf(payload) });
      expect(form.json().code).toBe('EVENT_MOMENT_IN_PAST');
    }
    expect(await everything()).toEqual(before);
  });

  it('takes multipart fields as text: tags as JSON text, booleans and numbers', async () => {
    const res = await pastor({
      method: 'POST',
      url: ADMIN,
      ...multipart({
        ...validEvent(),
        tags: '["jóvenes","retiro"]',
        featured: 'true',
        requiresRegistration: 'true',
        registrationDeadline: dayIn(29),
        capacity: '120',
        price: '30000',
        priority: '1',
        category: 'niños',
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      tags: ['jóvenes', 'retiro'],
      featured: true,
      requiresRegistration: true,
      registrationDeadline: `${dayIn(29)}T00:00:00.000Z`,
      capacity: 120,
      price: 30000,
      priority: 1,
      category: 'niños',
    });
  });
});

describe('PATCH /api/community/admin/events/:id', () => {
  it('changes the fields sent, keeps the rest, clears optional texts with null, and audits', async () => {
    const event = await createEvent({ organizer: 'Pastor Andrés', address: 'Calle 1' });
    const res = await helper({
      method: 'PATCH',
      url: `${ADMIN}/${event.id}`,
      payload: { title: 'Conferencia renovada', organizer: null, status: 'ongoing' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Conferencia renovada',
      organizer: null,
      address: 'Calle 1',
      status: 'ongoing',
      eventTime: '18:30',
    });
    expect((await lastAudit()).changes).toMatchObject({
      title: { from: 'Conferencia de familias', to: 'Conferencia renovada' },
      organizer: { from: 'Pastor Andrés', to: null },
    });
  });

  it('checks the deadline rule on the merged event; turning registration off clears the deadline', async () => {
    const event = await createEvent({ requiresRegistration: true, registrationDeadline: dayIn(25) });
    const url = `${ADMIN}/${event.id}`;
    const early = await pastor({ method: 'PATCH', url, payload: { eventDate: dayIn(20) } });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(eventMessages.deadlineAfterEvent);
    const off = await pastor({ method: 'PATCH', url, payload: { requiresRegistration: false } });
    expect(off.json()).toMatchObject({ requiresRegistration: false, registrationDeadline: null });
    const moved = await pastor({ method: 'PATCH', url, payload: { eventDate: dayIn(20) } });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('refuses a past date or time on an edit that changes them, but edits other fields of a past event', async () => {
    const past = await insertEvent({ eventDate: dayIn(-5), status: 'completed' });
    const url = `${ADMIN}/${past.id}`;
    const renamed = await pastor({ method: 'PATCH', url, payload: { title: 'Retiro 2024 (fotos)' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      title: 'Retiro 2024 (fotos)',
      eventDate: `${dayIn(-5)}T00:00:00.000Z`,
    });
    const sameDate = await pastor({ method: 'PATCH', url, payload: { eventDate: dayIn(-5) } });
    expect(sameDate.statusCode).toBe(200);
    for (const payload of [{ eventTime: '08:00' }, { eventDate: dayIn(-3) }]) {
      const res = await pastor({ method: 'PATCH', url, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'EVENT_MOMENT_IN_PAST', message: eventMessages.inPast });
    }
    const future = await createEvent();
    const res = await pastor({
      method: 'PATCH',
      url: `${ADMIN}/${future.id}`,
      ...multipart({ eventDate: dayIn(-2) }),
    });
    expect(res.json().code).toBe('EVENT_MOMENT_IN_PAST');
  });

  it('answers 404 EVENT_NOT_FOUND for an unknown id or a non-uuid', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await pastor({ method: 'PATCH', url: `${ADMIN}/${id}`, payload: { title: 'Nuevo' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('EVENT_NOT_FOUND');
    }
  });
});

describe('DELETE and toggle-active', () => {
  it('hides and shows an event (audited); members never see it hidden', async () => {
    const event = await createEvent();
    const url = `${ADMIN}/${event.id}/toggle-active`;
    const hidden = await pastor({ method: 'PATCH', url });
    expect(hidden.json()).toMatchObject({ id: event.id, isActive: false });
    expect(await lastAudit()).toMatchObject({ action: 'deactivate', objectId: event.id });
    expect((await member({ method: 'GET', url: `/api/community/events/${event.id}` })).statusCode).toBe(404);
    expect((await pastor({ method: 'PATCH', url })).json().isActive).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'reactivate', objectId: event.id });
  });

  it('deletes an event and its interests (204), audited; a second delete is 404', async () => {
    const event = await createEvent();
    await addInterest(event.id, kit.cast.a.member.user.id);
    const res = await pastor({ method: 'DELETE', url: `${ADMIN}/${event.id}` });
    expect(res.statusCode).toBe(204);
    expect(await db().select().from(events).where(eq(events.id, event.id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(eventInterests)
        .where(and(eq(eventInterests.eventId, event.id))),
    ).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'delete', objectType: 'event', objectId: event.id });
    expect((await pastor({ method: 'DELETE', url: `${ADMIN}/${event.id}` })).statusCode).toBe(404);
  });
});
