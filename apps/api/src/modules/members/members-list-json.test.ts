import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, users } from '../../db/schema.ts';
import { useCommunityCast } from '../../test/community-cast.ts';
import { as, createCommunity, createMember, login } from '../../test/factories.ts';

// The members list is written by PostgreSQL (membershipsJson), one member's details by toMembership in
// JavaScript: both must give the same membership.

const { kit, db } = useCommunityCast();

describe('the members list, written by PostgreSQL', () => {
  it('holds each membership exactly as the member’s details do, on every page and filter', async () => {
    const c = await createCommunity(db());
    const pastor = await createMember(db(), c.id, { role: 'COMMUNITY_ADMIN', name: 'Pastora Ruth' });
    const call = as(kit.t.app, await login(kit.t.app, pastor.user.email));
    const t0 = Date.parse('2025-02-03T04:05:06.789Z');
    const kinds = [
      { role: 'MEMBER' as const, name: 'Ana "la de la esquina" Pérez' },
      { role: 'SECTION_ADMIN' as const, name: 'Luis\tRamos' },
      { role: 'GUEST' as const, name: 'Invitada Uno' },
      { role: 'MEMBER' as const, name: 'Inactivo Dos', isActive: false },
    ];
    for (const [i, kind] of kinds.entries()) {
      const m = await createMember(db(), c.id, { ...kind, joinedAt: new Date(t0 + i * 86_400_000) });
      // A phone on some, and microseconds the API's milliseconds drop.
      if (i % 2 === 0)
        await db().update(users).set({ phone: '+57 300 123 4567' }).where(eq(users.id, m.user.id));
      await db()
        .update(memberships)
        .set({ updatedAt: sql`${memberships.updatedAt} + interval '0.000321 seconds'` })
        .where(eq(memberships.userId, m.user.id));
    }
    for (const url of [
      '/api/community/members?includeInactive=true&limit=50',
      '/api/community/members?limit=2&page=2',
      '/api/community/members?filter=inactivos',
      '/api/community/members?search=ramos',
    ]) {
      const list = await call({ method: 'GET', url });
      expect(list.statusCode, list.body).toBe(200);
      const items = list.json().items as { user: { id: string } }[];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const details = await call({ method: 'GET', url: `/api/community/members/${item.user.id}/details` });
        expect(item).toEqual(details.json());
      }
    }
  });
});
