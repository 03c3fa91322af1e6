import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { communities } from '../../db/schema.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, createMember, createTwoCommunities } from '../../test/factories.ts';

const kit = useTestApp();
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
beforeAll(async () => {
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
});

async function communityRow(id: string) {
  const [row] = await kit.t.database.db.select().from(communities).where(eq(communities.id, id));
  return row!;
}

describe('GET /api/community/profile and /api/communities', () => {
  it('answers the caller’s community with its active-member count', async () => {
    await createMember(kit.t.database.db, cast.a.community.id, { isActive: false });
    const res = await as(kit.t.app, cast.a.tokens.member)({ method: 'GET', url: '/api/community/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: cast.a.community.id,
      name: 'Comunidad Alfa',
      description: null,
      createdAt: cast.a.community.createdAt.toISOString(),
      _count: { memberships: 3 },
    });
    const list = await as(kit.t.app, cast.a.tokens.helper)({ method: 'GET', url: '/api/communities' });
    expect(list.json()).toEqual([res.json()]);
    const byMember = await as(kit.t.app, cast.a.tokens.member)({ method: 'GET', url: '/api/communities' });
    expect(byMember.statusCode).toBe(403);
  });
});

describe('PUT /api/community/profile', () => {
  it('lets the pastor edit name and description', async () => {
    const res = await as(
      kit.t.app,
      cast.a.tokens.pastor,
    )({
      method: 'PUT',
      url: '/api/community/profile',
      payload: { name: '  Comunidad Alfa y Omega ', description: 'Nos reunimos los domingos.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Comunidad Alfa y Omega',
      description: 'Nos reunimos los domingos.',
    });
    expect((await communityRow(cast.a.community.id)).name).toBe('Comunidad Alfa y Omega');
  });

  it('refuses names that are missing or shorter than 3 characters, changing nothing', async () => {
    const before = await communityRow(cast.a.community.id);
    const short = await as(
      kit.t.app,
      cast.a.tokens.pastor,
    )({ method: 'PUT', url: '/api/community/profile', payload: { name: 'AB' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('El nombre debe tener al menos 3 caracteres');
    const empty = await as(
      kit.t.app,
      cast.a.tokens.pastor,
    )({ method: 'PUT', url: '/api/community/profile', payload: { name: '   ' } });
    expect(empty.json().message).toBe('El nombre es requerido');
    const missing = await as(
      kit.t.app,
      cast.a.tokens.pastor,
    )({ method: 'PUT', url: '/api/community/profile', payload: {} });
    expect(missing.json().message).toBe('El nombre es requerido');
    expect((await communityRow(cast.a.community.id)).name).toBe(before.name);
  });

  it('refuses helpers and members', async () => {
    for (const token of [cast.a.tokens.helper, cast.a.tokens.member]) {
      const res = await as(
        kit.t.app,
        token,
      )({ method: 'PUT', url: '/api/community/profile', payload: { name: 'Intento' } });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('creating and deleting communities', () => {
  it('is refused with the Super Admin messages', async () => {
    const create = await as(
      kit.t.app,
      cast.a.tokens.pastor,
    )({ method: 'POST', url: '/api/communities', payload: { name: 'Nueva' } });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe('Solo Super Admins pueden crear comunidades');
    const del = await as(
      kit.t.app,
      cast.a.tokens.pastor,
    )({ method: 'DELETE', url: `/api/communities/${cast.a.community.id}` });
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe('Solo Super Admins pueden eliminar comunidades');
    expect(await communityRow(cast.a.community.id)).toBeDefined();
  });
});
