import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { as, createMember, login } from '../../test/factories.ts';
import { type Call, usePrayersTestApp } from './prayers.test-kit.ts';

// Anonymity in every response shape: the list, one prayer, the people praying, the writes' answers.

const { kit, pastor, helper, member, guest, userOf, createPrayer, addPraying, freshCommunity } =
  usePrayersTestApp();

type Item = { id: string; user: unknown };

describe('anonymity', () => {
  it('hides the author of an anonymous prayer from members, helpers, guests and the author; pastors see it', async () => {
    const author = userOf('member');
    const prayer = await createPrayer({ isAnonymous: true, title: 'Petición anónima' });
    await addPraying(prayer.id, userOf('helper').id);
    const shapes = async (call: Call) => {
      const list = (await call({ method: 'GET', url: '/api/community/prayers?limit=100' })).json();
      const one = (await call({ method: 'GET', url: `/api/community/prayers/${prayer.id}` })).json();
      const praying = await call({ method: 'GET', url: `/api/community/prayers/${prayer.id}/praying` });
      return { listed: list.items.find((p: Item) => p.id === prayer.id), one, praying: praying.body };
    };
    for (const call of [member, helper, guest]) {
      const { listed, one, praying } = await shapes(call);
      for (const read of [listed, one]) {
        expect(read.user).toBeNull();
        expect(JSON.stringify(read)).not.toContain(author.id);
        // The factory's names are 'Usuario <unique>': the unique part would be the lastName.
        expect(JSON.stringify(read)).not.toContain(author.name.split(' ')[1]!);
      }
      expect(praying).not.toContain(author.id);
    }
    expect((await shapes(member)).one).toMatchObject({ isMine: true, isAnonymous: true });
    // The answers of the writes too: the author's own edit and a helper's testimony.
    const edited = await member({
      method: 'PATCH',
      url: `/api/community/prayers/${prayer.id}`,
      payload: { title: 'Editada' },
    });
    expect(edited.json()).toMatchObject({ user: null, isMine: true });
    const testimony = await helper({
      method: 'POST',
      url: `/api/community/prayers/${prayer.id}/testimony`,
      payload: { content: 'Respondida' },
    });
    expect(testimony.json().user).toBeNull();
    expect(testimony.body).not.toContain(author.id);
    const { listed, one } = await shapes(pastor);
    for (const read of [listed, one]) expect(read.user).toMatchObject({ id: author.id, avatar: null });
  });

  it('never lists the author among the people praying for their own anonymous prayer, except to pastors', async () => {
    const author = userOf('member');
    const prayer = await createPrayer({ isAnonymous: true, title: 'Petición anónima propia' });
    const open = await createPrayer({ title: 'Petición con nombre' });
    const pray = (id: string, call: Call) =>
      call({ method: 'POST', url: `/api/community/prayers/${id}/pray` });
    for (const id of [prayer.id, open.id]) {
      expect((await pray(id, helper)).statusCode).toBe(200);
      expect((await pray(id, member)).json()).toEqual({ isPraying: true, prayingCount: 2 });
    }
    const reads = async (call: Call, id: string) => {
      const list = (await call({ method: 'GET', url: '/api/community/prayers?limit=100' })).json();
      const listed = list.items.find((p: Item) => p.id === id);
      const one = (await call({ method: 'GET', url: `/api/community/prayers/${id}` })).json();
      const page = (await call({ method: 'GET', url: `/api/community/prayers/${id}/praying` })).json();
      const ids = (people: { id: string }[]) => people.map((p) => p.id).sort();
      return {
        bodies: JSON.stringify([listed, one, page]),
        listed: ids(listed.prayingUsers),
        one: ids(one.prayingUsers),
        page: ids(page.items),
        total: page.pagination.total,
        counts: [listed.prayingCount, one.prayingCount],
      };
    };
    const everyone = [author.id, userOf('helper').id].sort();
    for (const call of [member, helper, guest]) {
      const read = await reads(call, prayer.id);
      expect(read).toMatchObject({ listed: [userOf('helper').id], one: [userOf('helper').id] });
      expect(read).toMatchObject({ page: [userOf('helper').id], total: 1 });
      // Their prayer still counts: two people pray, one of them unnamed.
      expect(read.counts).toEqual([2, 2]);
      expect(read.bodies).not.toContain(author.id);
      expect(read.bodies).not.toContain(author.name.split(' ')[1]!);
      // A prayer with the author's name lists them as anyone else.
      expect(await reads(call, open.id)).toMatchObject({
        listed: everyone,
        one: everyone,
        page: everyone,
        total: 2,
      });
    }
    expect(await reads(pastor, prayer.id)).toMatchObject({
      listed: everyone,
      one: everyone,
      page: everyone,
      total: 2,
      counts: [2, 2],
    });
  });

  it('shows a non-anonymous prayer’s author, avatar included, to everyone', async () => {
    const c = await freshCommunity();
    await kit.t.database.db.update(users).set({ avatar: 'cara.webp' }).where(eq(users.id, c.memberId));
    const prayer = (
      await c.member({
        method: 'POST',
        url: '/api/community/prayers',
        payload: { title: 'T', description: 'D', category: 'WORK' },
      })
    ).json();
    for (const call of [c.member, c.helper, c.pastor]) {
      const read = (await call({ method: 'GET', url: `/api/community/prayers/${prayer.id}` })).json();
      expect(read.user).toEqual({
        id: c.memberId,
        firstName: 'José',
        lastName: 'Núñez Rivas',
        avatar: 'cara.webp',
      });
    }
    const guestOfC = await createMember(kit.t.database.db, c.id, { role: 'GUEST' });
    const asGuest = as(kit.t.app, await login(kit.t.app, guestOfC.user.email));
    expect(
      (await asGuest({ method: 'GET', url: `/api/community/prayers/${prayer.id}` })).json().user.firstName,
    ).toBe('José');
  });
});
