import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../db/schema.ts';
import { ADMIN, APP, dayIn, useEventsTestApp } from './events.test-kit.ts';

// The lists' items are written by PostgreSQL (events-list.queries.ts, listAppEventsJson), one event's
// read by toEventItem in JavaScript: both must give the same event, every field and null included.

const { db, freshCommunity, insertEvent, addInterest } = useEventsTestApp();

describe('the events lists, written by PostgreSQL', () => {
  it('hold each event exactly as one event’s read does: the dashboard’s coming and past parts, the app’s', async () => {
    const c = await freshCommunity();
    const made: string[] = [];
    const kinds: Partial<typeof events.$inferInsert>[] = [
      { eventDate: dayIn(3), eventTime: '08:00', featured: true, tags: ['jóvenes', 'música "viva"'] },
      {
        eventDate: dayIn(5),
        requiresRegistration: true,
        registrationDeadline: dayIn(4),
        price: 15000,
        capacity: 80,
        address: 'Calle 10 # 5-20',
        contactPhone: '+57 300 000 0000',
        contactEmail: 'eventos@iglesia.test',
        organizer: 'Ministerio de familias',
        imageUrl: 'evento.webp',
        imageAlt: 'Un auditorio lleno',
        category: 'conferencia',
      },
      {
        eventDate: dayIn(5),
        eventTime: '20:15',
        status: 'ongoing',
        summary: 'Línea 1\nlínea 2 \\ fin',
      },
      { eventDate: dayIn(-2), status: 'completed' },
      { eventDate: dayIn(-30), isActive: false },
    ];
    for (const kind of kinds) {
      const row = await insertEvent({ communityId: c.id, title: `Evento ${made.length}`, ...kind });
      // Microseconds, which the API's milliseconds drop.
      await db()
        .update(events)
        .set({ createdAt: sql`${events.createdAt} - interval '0.000789 seconds'` })
        .where(eq(events.id, row.id));
      made.push(row.id);
    }
    await addInterest(made[0]!, c.memberId);

    // The dashboard: the coming events, then the past ones, on one page and across two.
    const all = await c.pastor({ method: 'GET', url: `${ADMIN}?includeInactive=true&limit=50` });
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json().items as { id: string }[];
    expect(items.map((e) => e.id)).toEqual([made[0], made[1], made[2], made[3], made[4]]);
    for (const item of items)
      expect(item).toEqual((await c.pastor({ method: 'GET', url: `${ADMIN}/${item.id}` })).json());
    const second = await c.pastor({ method: 'GET', url: `${ADMIN}?includeInactive=true&limit=2&page=2` });
    expect(second.json().items).toEqual(items.slice(2, 4));
    expect(second.json().pagination).toEqual({ page: 2, limit: 2, total: 5, hasMore: true });

    // The app: active, upcoming or ongoing, featured first; with the member's own interest.
    const app = await c.member({ method: 'GET', url: `${APP}?limit=50` });
    expect(app.statusCode, app.body).toBe(200);
    const appItems = app.json().items as { id: string; isInterested: boolean }[];
    expect(appItems.map((e) => [e.id, e.isInterested])).toEqual([
      [made[0], true],
      [made[1], false],
      [made[2], false],
    ]);
    for (const item of appItems)
      expect(item).toEqual((await c.member({ method: 'GET', url: `${APP}/${item.id}` })).json());
  });
});
