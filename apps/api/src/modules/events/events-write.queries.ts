import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventInterests, events } from '../../db/schema.ts';
import type { EventKey } from './events.queries.ts';

/** Community events, the writes' queries: every one names the community, updates and deletes included. */

/**
 * The row, locked for the rest of the transaction (FOR NO KEY UPDATE: it queues every other writer of
 * the event, while interests may still reference it).
 */
export async function lockEvent(db: Tx, { communityId, eventId }: EventKey) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.communityId, communityId), eq(events.id, eventId)))
    .limit(1)
    .for('no key update');
  return row;
}

/** Adds an event, answering its id. */
export async function insertEvent(db: Tx, values: typeof events.$inferInsert) {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  return row!.id;
}

/** Changes an event: true when it was found. */
export async function updateEvent(
  db: Tx,
  { communityId, eventId, values }: EventKey & { values: Partial<typeof events.$inferInsert> },
) {
  const rows = await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(events.communityId, communityId), eq(events.id, eventId)))
    .returning({ id: events.id });
  return rows.length > 0;
}

/** Deletes an event (its interests go by cascade), answering the deleted row. */
export async function deleteEvent(db: Tx, { communityId, eventId }: EventKey) {
  const [row] = await db
    .delete(events)
    .where(and(eq(events.communityId, communityId), eq(events.id, eventId)))
    .returning();
  return row;
}

type Interest = EventKey & { userId: string };

/** Removes the caller's interest, if there was one: true when this statement removed it. */
export async function deleteInterest(db: Tx, { communityId, eventId, userId }: Interest) {
  const rows = await db
    .delete(eventInterests)
    .where(
      and(
        eq(eventInterests.communityId, communityId),
        eq(eventInterests.eventId, eventId),
        eq(eventInterests.userId, userId),
      ),
    )
    .returning({ eventId: eventInterests.eventId });
  return rows.length > 0;
}

/** Adds the interest unless one exists: true when this statement added it. */
export async function insertInterest(db: Tx, { communityId, eventId, userId }: Interest) {
  const rows = await db
    .insert(eventInterests)
    .values({ communityId, eventId, userId })
    .onConflictDoNothing({ target: [eventInterests.eventId, eventInterests.userId] })
    .returning({ eventId: eventInterests.eventId });
  return rows.length > 0;
}

/** Moves interested_count by `by` in one statement, answering its new value. */
export async function bumpInterested(db: Tx, { communityId, eventId, by }: EventKey & { by: number }) {
  const [row] = await db
    .update(events)
    .set({ interestedCount: sql`${events.interestedCount} + ${by}` })
    .where(and(eq(events.communityId, communityId), eq(events.id, eventId)))
    .returning({ interestedCount: events.interestedCount });
  return row!.interestedCount;
}
