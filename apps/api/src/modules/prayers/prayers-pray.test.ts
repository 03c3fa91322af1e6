import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prayerPraying, prayers } from '../../db/schema.ts';
import { as, createMember, login } from '../../test/factories.ts';
import { usePrayersTestApp } from './prayers.test-kit.ts';

// Praying for a prayer: a toggle for any active member (guests included), exact under double clicks
// and concurrency.

const { kit, member, guest, helper, db, userOf, createPrayer } = usePrayersTestApp();

const marks = (prayerId: string) =>
  db().select().from(prayerPraying).where(eq(prayerPraying.prayerId, prayerId));
const stored = async (prayerId: string) =>
  (await db().select().from(prayers).where(eq(prayers.id, prayerId)))[0]!.prayingCount;
const N = 20;

describe('POST /api/community/prayers/:id/pray', () => {
  it('toggles the caller’s mark: on, then off, with the count; reads show it', async () => {
    const prayer = await createPrayer();
    const url = `/api/community/prayers/${prayer.id}/pray`;
    const on = await guest({ method: 'POST', url });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ isPraying: true, prayingCount: 1 });
    expect((await helper({ method: 'POST', url })).json()).toEqual({ isPraying: true, prayingCount: 2 });
    const read = (await guest({ method: 'GET', url: `/api/community/prayers/${prayer.id}` })).json();
    expect(read).toMatchObject({ isPraying: true, prayingCount: 2 });
    expect(read.prayingUsers.map((p: { id: string }) => p.id)).toEqual([userOf('helper').id, kit.guestId]);
    expect((await guest({ method: 'POST', url })).json()).toEqual({ isPraying: false, prayingCount: 1 });
    expect((await marks(prayer.id)).map((m) => m.userId)).toEqual([userOf('helper').id]);
    // The author may pray for their own prayer too.
    expect((await member({ method: 'POST', url })).json()).toEqual({ isPraying: true, prayingCount: 2 });
  });

  it('answers 404 PRAYER_NOT_FOUND for an unknown id or a non-uuid', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await member({ method: 'POST', url: `/api/community/prayers/${id}/pray` });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PRAYER_NOT_FOUND');
    }
  });

  it(`${N} toggles at once by one person (double clicks) queue: half on, half off, the count exact`, async () => {
    const prayer = await createPrayer();
    const url = `/api/community/prayers/${prayer.id}/pray`;
    const responses = await Promise.all(Array.from({ length: N }, () => helper({ method: 'POST', url })));
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(responses.filter((r) => r.json().isPraying)).toHaveLength(N / 2);
    expect(responses.map((r) => r.json().prayingCount).sort((a, b) => a - b)).toEqual(
      Array.from({ length: N }, (_, i) => (i < N / 2 ? 0 : 1)),
    );
    expect(await marks(prayer.id)).toHaveLength(0);
    expect(await stored(prayer.id)).toBe(0);
  });

  it(`${N} different people at once: ${N} marks and prayingCount ${N}; all again: back to 0`, async () => {
    const prayer = await createPrayer();
    const url = `/api/community/prayers/${prayer.id}/pray`;
    const callers = await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const m = await createMember(db(), kit.cast.a.community.id, { role: i % 4 ? 'MEMBER' : 'GUEST' });
        return as(kit.t.app, await login(kit.t.app, m.user.email));
      }),
    );
    const responses = await Promise.all(callers.map((call) => call({ method: 'POST', url })));
    expect(responses.every((r) => r.statusCode === 200 && r.json().isPraying)).toBe(true);
    expect(responses.map((r) => r.json().prayingCount).sort((a, b) => a - b)).toEqual(
      Array.from({ length: N }, (_, i) => i + 1),
    );
    expect(await marks(prayer.id)).toHaveLength(N);
    expect(await stored(prayer.id)).toBe(N);
    const undo = await Promise.all(callers.map((call) => call({ method: 'POST', url })));
    expect(undo.every((r) => r.statusCode === 200 && r.json().isPraying === false)).toBe(true);
    expect(await marks(prayer.id)).toHaveLength(0);
    expect(await stored(prayer.id)).toBe(0);
  });

  it('refuses a deactivated member (401, membership inactive) and changes nothing', async () => {
    const prayer = await createPrayer();
    const former = await createMember(db(), kit.cast.a.community.id, { role: 'MEMBER' });
    const token = await login(kit.t.app, former.user.email);
    const { memberships } = await import('../../db/schema.ts');
    await db().update(memberships).set({ isActive: false }).where(eq(memberships.id, former.membership.id));
    const res = await as(
      kit.t.app,
      token,
    )({ method: 'POST', url: `/api/community/prayers/${prayer.id}/pray` });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Tu membresía en la comunidad está inactiva. Contacta al administrador.');
    expect(await marks(prayer.id)).toHaveLength(0);
  });
});
