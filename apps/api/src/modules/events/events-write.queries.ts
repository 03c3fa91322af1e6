import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventInterests, events } from '../../db/schema.ts';
import { communityRow, deleteRow, insertRow, lockRow, updateRow } from '../../lib/community-rows.ts';
import { addMark, removeMark } from '../../lib/user-marks.ts';
import type { EventKey } from './events.queries.ts';

/** Community events, the writes' queries: every one names the community, updates and deletes included. */

/**
 * The row, locked for the rest of the transaction (FOR NO KEY UPDATE: it queues every other writer of
 * the event, while interests may still reference it).
 */
export function lockEvent(db: Tx, { communityId, eventId }: EventKey) {
  return lockRow(db, events, { communityId, id: eventId }, 'no key update');
}

/** Adds an event, answering its id. */
export async function insertEvent(db: Tx, values: typeof events.$inferInsert) {
  return (await insertRow(db, events, values)).id;
}

/** Changes an event: true when it was found. */
export async function updateEvent(
  db: Tx,
  { communityId, eventId, values }: EventKey & { values: Partial<typeof events.$inferInsert> },
) {
  return (await updateRow(db, events, { communityId, id: eventId }, values)) !== undefined;
}

/** Deletes an event (its interests go by cascade), answering the deleted row. */
export function deleteEvent(db: Tx, { communityId, eventId }: EventKey) {
  return deleteRow(db, events, { communityId, id: eventId });
}

type Interest = EventKey & { userId: string };

/** Removes the caller's interest, if there was one: true when this statement removed it. */
export function deleteInterest(db: Tx, { communityId, eventId, userId }: Interest) {
  return removeMark(db, eventInterests, eventInterests.eventId, { communityId, itemId: eventId, userId });
}

/** Adds the interest unless one exists: true when this statement added it. */
export function insertInterest(db: Tx, { communityId, eventId, userId }: Interest) {
  return addMark(db, eventInterests, eventInterests.eventId, { communityId, eventId, userId });
}

/** Moves interested_count by `by` in one statement, answering its new value. */
export async function bumpInterested(db: Tx, { communityId, eventId, by }: EventKey & { by: number }) {
  const [row] = await db
    .update(events)
    .set({ interestedCount: sql`${events.interestedCount} + ${by}` })
    .where(communityRow(events, { communityId, id: eventId }))
    .returning({ interestedCount: events.interestedCount });
  return row!.interestedCount;
}
