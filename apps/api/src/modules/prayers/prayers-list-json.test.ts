import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prayers, users } from '../../db/schema.ts';
import { createMember } from '../../test/factories.ts';
import { type Call, usePrayersTestApp } from './prayers.test-kit.ts';

// The list's items are written by PostgreSQL (listPrayersJson), one prayer's read by toPrayer in
// JavaScript: both must give the same prayer, for every kind of prayer, name and caller.

const { db, freshCommunity, insertPrayer, addPraying } = usePrayersTestApp();

/** Names whose first word and rest JavaScript's trim and split(/\s+/) decide: runs, tabs, NBSP, one word. */
const names = [
  'Ana',
  'María  del   Carmen',
  'Luis\tAlberto\nRamos',
  'Sofía\u00a0Beltrán',
  'Eva\u3000Ruiz\u2028Paz',
  '  Pedro Pablo  ',
];

describe('the prayers list, written by PostgreSQL', () => {
  it('holds each prayer exactly as one prayer’s read does, for a pastor and a member', async () => {
    const c = await freshCommunity();
    const people: string[] = [];
    for (const name of names) {
      const m = await createMember(db(), c.id, { role: 'MEMBER' });
      // Straight to the database: the API trims names, older rows may not be.
      await db()
        .update(users)
        .set({ name, avatar: name === 'Ana' ? 'ana.webp' : null })
        .where(eq(users.id, m.user.id));
      people.push(m.user.id);
    }
    const t0 = Date.parse('2026-03-01T12:00:00Z');
    const made: string[] = [];
    for (const [i, author] of people.entries()) {
      const prayer = await insertPrayer({
        communityId: c.id,
        userId: author,
        title: `Petición ${i}`,
        isAnonymous: i % 2 === 1,
        isAnswered: i % 3 === 0,
        // Microseconds, which the API's milliseconds drop.
        createdAt: new Date(t0 + i * 60_000),
      });
      await db()
        .update(prayers)
        .set({ createdAt: sql`${prayers.createdAt} + interval '0.000789 seconds'` })
        .where(eq(prayers.id, prayer.id));
      made.push(prayer.id);
      // Up to every person praying (more than the five shown), at distinct and at equal instants.
      for (const [j, who] of people.slice(0, i + 1).entries())
        await addPraying(prayer.id, who, new Date(t0 + (j < 2 ? 0 : j) * 1000 + 0.5));
    }
    // A testimony with its own date, and one from before testimonies had a date (the update's).
    await db()
      .update(prayers)
      .set({ testimonyContent: '¡Respondida!', testimonyCreatedAt: new Date(t0 + 5000) })
      .where(eq(prayers.id, made[0]!));
    await db()
      .update(prayers)
      .set({ testimonyContent: 'Sin fecha propia', testimonyCreatedAt: null })
      .where(eq(prayers.id, made[3]!));

    const check = async (call: Call) => {
      const list = await call({ method: 'GET', url: '/api/community/prayers?limit=50' });
      expect(list.statusCode, list.body).toBe(200);
      const items = list.json().items as { id: string }[];
      expect(items.map((p) => p.id)).toEqual([...made].reverse());
      for (const item of items) {
        const one = await call({ method: 'GET', url: `/api/community/prayers/${item.id}` });
        expect(item).toEqual(one.json());
        // The people praying (written by PostgreSQL too): the first page is the newest the prayer
        // shows (toPrayingUser), and pages after it continue in the same order.
        const shown = one.json().prayingUsers as { id: string }[];
        const people = async (query: string) => {
          const res = await call({
            method: 'GET',
            url: `/api/community/prayers/${item.id}/praying?${query}`,
          });
          expect(res.statusCode, res.body).toBe(200);
          return res.json().items as { id: string }[];
        };
        expect(await people(`limit=${shown.length || 1}`)).toEqual(shown);
        const all = await people('limit=100');
        expect(all.slice(0, shown.length)).toEqual(shown);
        expect(await people('limit=2&page=2')).toEqual(all.slice(2, 4));
      }
      return items;
    };
    const byPastor = (await check(c.pastor)) as unknown as {
      user: { firstName: string; lastName: string };
    }[];
    await check(c.member);
    // The names as the JavaScript split gives them (newest first: the last name above comes first).
    expect(byPastor.map((p) => [p.user.firstName, p.user.lastName])).toEqual(
      names
        .map((n) => {
          const [first = '', ...rest] = n.trim().split(/\s+/);
          return [first, rest.join(' ')];
        })
        .reverse(),
    );
  });
});
