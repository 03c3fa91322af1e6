import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventInterests, events, memberships } from '../../db/schema.ts';
import { bogotaDay } from '../../lib/days.ts';
import { type DemoEvent, demoEvents, neighbourEvents } from './events.seed-data.ts';

const DAY = 86_400_000;

const dayFrom = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

async function seedCommunityEvents(tx: Tx, communityId: string, list: DemoEvent[], now: number) {
  const people = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.communityId, communityId), eq(memberships.isActive, true)))
    .orderBy(asc(memberships.joinedAt));
  const today = bogotaDay(new Date(now));
  const interestedOf = list.map((e, i) =>
    people.slice(i % 3, (i % 3) + Math.min(e.interested, people.length - (i % 3))),
  );
  const rows = list.map((e, i) => {
    const createdAt = new Date(now - (Math.max(0, -e.inDays) + 20 + i) * DAY);
    const requiresRegistration = e.deadlineInDays !== undefined;
    return {
      communityId,
      title: e.title,
      summary: e.summary,
      content: e.content,
      category: e.category,
      eventDate: dayFrom(today, e.inDays),
      eventTime: e.time,
      location: e.location,
      address: e.address ?? null,
      capacity: e.capacity ?? 50,
      price: e.price ?? null,
      tags: e.tags ?? [],
      featured: e.featured ?? false,
      status: e.status ?? 'upcoming',
      organizer: e.organizer ?? null,
      contactPhone: i % 2 === 0 ? '+57 310 555 0101' : null,
      contactEmail: i % 3 === 0 ? 'eventos@demo.koinonia.test' : null,
      requiresRegistration,
      registrationDeadline:
        requiresRegistration && e.deadlineInDays !== null && e.deadlineInDays !== undefined
          ? dayFrom(today, e.deadlineInDays)
          : null,
      priority: e.priority ?? 3,
      isActive: e.isActive ?? true,
      interestedCount: interestedOf[i]!.length,
      createdAt,
      updatedAt: createdAt,
    };
  });
  if (rows.length === 0) return;
  // One statement for the events, one for their interested members.
  const inserted = await tx.insert(events).values(rows).returning({ id: events.id });
  const interests = inserted.flatMap(({ id }, i) =>
    interestedOf[i]!.map((p, k) => ({
      communityId,
      eventId: id,
      userId: p.userId,
      createdAt: new Date(Math.min(now - 60_000, rows[i]!.createdAt.getTime() + (k + 1) * 3 * 3_600_000)),
    })),
  );
  if (interests.length > 0) await tx.insert(eventInterests).values(interests);
}

/**
 * About 15 events in the demo community over every category and status, past and upcoming (relative
 * to the seed's day): free and paid, with and without registration (one full, one past its deadline),
 * some featured, one hidden, with interested members (interested_count matches the rows); and two in
 * the neighbour community.
 */
export async function seedEvents(tx: Tx, communityId: string, neighbourId: string, now = Date.now()) {
  await seedCommunityEvents(tx, communityId, demoEvents, now);
  await seedCommunityEvents(tx, neighbourId, neighbourEvents, now);
}
