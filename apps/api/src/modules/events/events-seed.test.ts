import { eventCategories, eventStatuses } from '@koinonia/shared/events/events.schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventInterests, events } from '../../db/schema.ts';
import { seedDemo } from '../../db/seed.ts';
import { bogotaDay } from '../../lib/days.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, login } from '../../test/factories.ts';

// The demo events: about 15 over every category and status, past and upcoming, free and paid, with
// and without registration (one full, one past its deadline), some featured, one hidden, with
// interested members and counters that match the rows; two in the neighbour community.

const kit = useTestApp();

describe('demo events', () => {
  it('seeds events that show every part of the screens', async () => {
    const db = kit.t.database.db;
    await seedDemo(db, 'koinonia-demo', kit.t.app.storage);
    const pastor = as(kit.t.app, await login(kit.t.app, 'pastor@demo.koinonia.test', 'koinonia-demo'));
    const list = (
      await pastor({ method: 'GET', url: '/api/community/admin/events?includeInactive=true' })
    ).json();
    type Item = {
      category: string;
      status: string;
      eventDate: string;
      price: number | null;
      featured: boolean;
      isActive: boolean;
      requiresRegistration: boolean;
      registrationDeadline: string | null;
      capacity: number;
      interestedCount: number;
    };
    const items = list.items as Item[];
    expect(items.length).toBe(15);
    expect(new Set(items.map((e) => e.category))).toEqual(new Set(eventCategories));
    expect(new Set(items.map((e) => e.status))).toEqual(new Set(eventStatuses));
    const today = `${bogotaDay(new Date())}T00:00:00.000Z`;
    expect(items.some((e) => e.eventDate < today)).toBe(true);
    expect(items.some((e) => e.eventDate > today)).toBe(true);
    expect(items.some((e) => e.price === null) && items.some((e) => e.price !== null)).toBe(true);
    expect(items.filter((e) => e.featured).length).toBeGreaterThan(1);
    expect(items.filter((e) => !e.isActive)).toHaveLength(1);
    const upcomingWithRegistration = items.filter(
      (e) => e.requiresRegistration && e.status === 'upcoming' && e.eventDate > today,
    );
    expect(upcomingWithRegistration.some((e) => e.interestedCount >= e.capacity)).toBe(true);
    expect(upcomingWithRegistration.some((e) => e.registrationDeadline! < today)).toBe(true);
    expect(items.some((e) => !e.requiresRegistration && e.registrationDeadline === null)).toBe(true);

    const wrong = await db
      .select({ id: events.id })
      .from(events)
      .where(
        sql`${events.interestedCount} <> (select count(*) from ${eventInterests} where ${eventInterests.eventId} = ${events.id})`,
      );
    expect(wrong).toEqual([]);
    const overview = (
      await pastor({ method: 'GET', url: '/api/community/admin/events/statistics/overview' })
    ).json();
    expect(overview.totalEvents).toBe(15);
    expect(overview.totalInterested).toBe(items.reduce((sum, e) => sum + e.interestedCount, 0));

    const neighbour = as(kit.t.app, await login(kit.t.app, 'pastor@vecina.koinonia.test', 'koinonia-demo'));
    const theirs = (await neighbour({ method: 'GET', url: '/api/community/admin/events' })).json();
    expect(theirs.pagination.total).toBe(2);
    const member = as(kit.t.app, await login(kit.t.app, 'miembro@demo.koinonia.test', 'koinonia-demo'));
    const app = (await member({ method: 'GET', url: '/api/community/events' })).json();
    expect(app.items.length).toBeGreaterThan(5);
  });
});
