import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, eventInterests, events } from '../../db/schema.ts';
import {
  type Call,
  createFreshCommunity,
  PASTOR_AND_MEMBER,
  useCommunityCast,
} from '../../test/community-cast.ts';
import { dayIn } from '../../test/days.ts';

export type { Call };
export { dayIn };

export const ADMIN = '/api/community/admin/events';
export const APP = '/api/community/events';

export const validEvent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Conferencia de familias',
  summary: 'Dos días de enseñanza para matrimonios y familias.',
  content: 'Una conferencia para fortalecer los hogares de nuestra ciudad, con invitados.',
  eventDate: dayIn(30),
  eventTime: '18:30',
  location: 'Auditorio principal',
  ...overrides,
});

/**
 * Community events: a fresh app, two communities (pastor, helper, member each) and a guest in
 * community A; events through the API (createEvent) or straight to the database with any date, state
 * and count (insertEvent).
 */
export function useEventsTestApp() {
  const cast = useCommunityCast();
  const { kit, pastor, db } = cast;

  /** An event through POST /community/admin/events, as `call`. */
  async function createEvent(overrides: Record<string, unknown> = {}, call: Call = pastor) {
    const res = await call({ method: 'POST', url: ADMIN, payload: validEvent(overrides) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; [key: string]: unknown };
  }

  /** An event written straight to the database (any date, state and count). */
  async function insertEvent(values: Partial<typeof events.$inferInsert> = {}) {
    const [row] = await db()
      .insert(events)
      .values({
        communityId: kit.cast.a.community.id,
        title: 'Evento de prueba',
        summary: 'Resumen',
        content: 'Contenido',
        eventDate: dayIn(10),
        eventTime: '19:00',
        location: 'Salón',
        ...values,
      })
      .returning();
    return row!;
  }

  /** An interest and the event's counter, as the toggle writes them. */
  async function addInterest(eventId: string, userId: string, createdAt = new Date()) {
    const [event] = await db().select().from(events).where(eq(events.id, eventId));
    await db().insert(eventInterests).values({ communityId: event!.communityId, eventId, userId, createdAt });
    await db()
      .update(events)
      .set({ interestedCount: sql`${events.interestedCount} + 1` })
      .where(eq(events.id, eventId));
  }

  /** A community of its own (pastor and a member), so that lists and counts are exactly known. */
  async function freshCommunity() {
    const { id, people, calls } = await createFreshCommunity(kit.t, PASTOR_AND_MEMBER);
    return { id, memberId: people.member.user.id, ...calls };
  }

  /** Everything a refused call must leave as it was. */
  async function everything() {
    const [rows, interests, audits] = await Promise.all([
      db().select().from(events).orderBy(events.id),
      db().select().from(eventInterests).orderBy(eventInterests.eventId, eventInterests.userId),
      db().select({ n: sql<number>`count(*)::int` }).from(auditLog),
    ]);
    return { events: rows, interests, audits };
  }

  /** The stored counter and the interest rows of an event. */
  async function countsOf(eventId: string) {
    const [row] = await db().select().from(events).where(eq(events.id, eventId));
    const rows = await db()
      .select({ userId: eventInterests.userId })
      .from(eventInterests)
      .where(and(eq(eventInterests.eventId, eventId)));
    return { stored: row?.interestedCount, rows: rows.length };
  }

  return {
    ...cast,
    createEvent,
    insertEvent,
    addInterest,
    freshCommunity,
    everything,
    countsOf,
  };
}
