import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, APP, type Call, dayIn, useEventsTestApp, validEvent } from './events.test-kit.ts';

/**
 * The dashboard list's counts and the overview are kept by the server per community, day and events
 * version (list_versions): every change of an event, by the API or by any statement, an interest mark
 * included, must raise that version, so what is shown stays exact.
 */
describe('events: kept list counts and overview', () => {
  const { db, freshCommunity } = useEventsTestApp();

  const lists = ['', 'includeInactive=true', 'category=concierto', 'search=familias', 'featured=true'];

  async function shown(call: Call) {
    const totals: Record<string, number> = {};
    for (const query of lists) {
      const res = await call({ method: 'GET', url: `${ADMIN}?limit=1&${query}` });
      expect(res.statusCode, res.body).toBe(200);
      totals[query] = res.json().pagination.total;
    }
    const res = await call({ method: 'GET', url: `${ADMIN}/statistics/overview` });
    expect(res.statusCode, res.body).toBe(200);
    const { totalEvents, upcomingEvents, totalInterested } = res.json();
    return { totals, overview: [totalEvents, upcomingEvents, totalInterested] };
  }

  async function truth(communityId: string) {
    const count = async (where: ReturnType<typeof sql>) => {
      const r = await db().execute(
        sql`select count(*)::int as n from events where community_id = ${communityId} and ${where}`,
      );
      return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const r = await db().execute(sql`
      select count(*)::int as t,
        count(*) filter (where is_active and status not in ('cancelled', 'completed') and event_date >= ${dayIn(0)})::int as u,
        coalesce(sum(interested_count), 0)::int as i
      from events where community_id = ${communityId}`);
    const o = (r as unknown as { rows: { t: number; u: number; i: number }[] }).rows[0]!;
    return {
      totals: {
        '': await count(sql`is_active`),
        'includeInactive=true': await count(sql`true`),
        'category=concierto': await count(sql`is_active and category = 'concierto'`),
        'search=familias': await count(sql`is_active and search_text like '%familias%'`),
        'featured=true': await count(sql`is_active and featured`),
      },
      overview: [o.t, o.u, o.i],
    };
  }

  it('stay exact through creates, edits, interest marks, deletes and any statement', async () => {
    const c = await freshCommunity();
    const expectExact = async () => expect(await shown(c.pastor)).toEqual(await truth(c.id));
    const create = async (payload: Record<string, unknown>) => {
      const res = await c.pastor({
        method: 'POST',
        url: ADMIN,
        payload: validEvent(payload),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    };

    await expectExact();
    const a = await create({ category: 'concierto' });
    await expectExact();
    const b = await create({ title: 'Noche de alabanza', eventDate: dayIn(3), featured: true });
    await create({ isActive: false });
    await expectExact();
    expect((await shown(c.pastor)).overview).toEqual([3, 2, 0]);

    // Edits through the API.
    const patch = async (id: string, payload: Record<string, unknown>) => {
      const res = await c.pastor({ method: 'PATCH', url: `${ADMIN}/${id}`, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    await patch(a.id, { status: 'cancelled' });
    await expectExact();
    await patch(b.id, { category: 'concierto', eventDate: dayIn(5) });
    await expectExact();

    // An interest marked in the app.
    expect((await c.member({ method: 'POST', url: `${APP}/${b.id}/interest` })).statusCode).toBe(200);
    await expectExact();
    expect((await shown(c.pastor)).overview[2]).toBe(1);

    // A change made without the triggers is not seen: the numbers are the kept ones.
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update events set featured = true where id = ${a.id}`);
    });
    expect((await shown(c.pastor)).totals['featured=true']).toBe(1);

    // Any statement with the triggers on is seen, the one before it too.
    await db().execute(
      sql`update events set interested_count = 7, event_date = ${dayIn(-2)} where id = ${a.id}`,
    );
    await expectExact();
    expect((await shown(c.pastor)).totals['featured=true']).toBe(2);

    // A delete through the API.
    expect((await c.pastor({ method: 'DELETE', url: `${ADMIN}/${b.id}` })).statusCode).toBe(204);
    await expectExact();
  });
});
