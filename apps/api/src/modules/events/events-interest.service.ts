import { CLOSED_EVENT_STATUSES } from '@koinonia/shared/events/events.schemas';
import type { InterestResult } from '@koinonia/shared/events/events-read.schemas';
import { AppError } from '../../lib/app-error.ts';
import { bogotaDay } from '../../lib/days.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { EventRow } from './events.queries.ts';
import * as wq from './events-write.queries.ts';

/**
 * POST /community/events/{id}/interest: any active member (guests included) says they are interested,
 * or withdraws. A hidden event is not found; a cancelled or completed one takes neither
 * (EVENT_CLOSED). Adding is also refused once the event's day is over, or, when registration is
 * required, after its deadline (EVENT_REGISTRATION_CLOSED) and when interested_count has reached the
 * capacity (EVENT_FULL). Withdrawing is always allowed otherwise.
 *
 * Exact under double clicks and concurrency: the event row is locked first (toggles of one event queue
 * and each sees the previous one's result), the interest is removed (DELETE … RETURNING) or added
 * (INSERT … ON CONFLICT DO NOTHING on the unique (event, user) key), and interested_count moves by what
 * that statement changed, in the same transaction. So the capacity check reads a count no one else
 * can change before this transaction ends: never more interested than the capacity.
 */
export async function toggleInterest(
  { db }: ServiceDeps,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<InterestResult> {
  if (!isUuid(id)) throw new AppError('EVENT_NOT_FOUND');
  const key = { communityId: caller.communityId, eventId: id };
  return db.transaction(async (tx) => {
    const event = await wq.lockEvent(tx, key);
    if (!event?.isActive) throw new AppError('EVENT_NOT_FOUND');
    if (CLOSED_EVENT_STATUSES.includes(event.status)) throw new AppError('EVENT_CLOSED');
    const interest = { ...key, userId: caller.userId };
    if (await wq.deleteInterest(tx, interest))
      return { isInterested: false, interestedCount: await wq.bumpInterested(tx, { ...key, by: -1 }) };
    assertMayAdd(event, bogotaDay(now));
    const added = await wq.insertInterest(tx, interest);
    return {
      isInterested: true,
      interestedCount: await wq.bumpInterested(tx, { ...key, by: added ? 1 : 0 }),
    };
  });
}

function assertMayAdd(event: EventRow, today: string) {
  const deadlinePassed =
    event.requiresRegistration && event.registrationDeadline !== null && today > event.registrationDeadline;
  if (deadlinePassed || today > event.eventDate) throw new AppError('EVENT_REGISTRATION_CLOSED');
  if (event.requiresRegistration && event.interestedCount >= event.capacity) throw new AppError('EVENT_FULL');
}
