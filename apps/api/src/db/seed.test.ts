import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app.ts';
import { as } from '../test/factories.ts';
import { demoAccounts, hasAnyCommunity, seedDemo } from './seed.ts';

const kit = useTestApp();

const login = (email: string) =>
  kit.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'koinonia-demo' } });

describe('demo seed', () => {
  it('creates both communities and accounts that sign in with their roles', async () => {
    expect(await hasAnyCommunity(kit.t.database.db)).toBe(false);
    await seedDemo(kit.t.database.db, 'koinonia-demo', kit.t.app.storage);
    expect(await hasAnyCommunity(kit.t.database.db)).toBe(true);
    for (const account of demoAccounts) {
      const res = await login(account.email);
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json().user).toMatchObject({ role: account.role, type: 'community' });
    }
  });

  it('gives the demo community at least 40 memberships over the four roles, some inactive', async () => {
    const pastor = (await login('pastor@demo.koinonia.test')).json();
    const stats = await as(
      kit.t.app,
      pastor.access_token,
    )({ method: 'GET', url: `/api/communities/${pastor.user.communityId}/dashboard-stats` });
    const s = stats.json();
    expect(s.totalUsuarios).toBeGreaterThanOrEqual(40);
    expect(s.miembrosInactivados).toBeGreaterThan(0);
    expect(s.invitados).toBeGreaterThan(0);
    expect(s.desgloseRolesActivos.pastores).toBeGreaterThanOrEqual(1);
    expect(s.desgloseRolesActivos.ayudantes).toBeGreaterThanOrEqual(1);
    expect(s.desgloseRolesActivos.miembros).toBeGreaterThan(10);
    const groups = await as(kit.t.app, pastor.access_token)({ method: 'GET', url: '/api/groups/statistics' });
    expect(groups.json()).toMatchObject({ totalGroups: 25, sectorsWithGroups: 5 });
    expect(groups.json().activeGroups).toBeLessThan(25);
    const sectors = (
      await as(kit.t.app, pastor.access_token)({ method: 'GET', url: '/api/groups/sectors' })
    ).json();
    expect(sectors).toHaveLength(6);
    expect(sectors.filter((s: { groupCount: number }) => s.groupCount === 0)).toHaveLength(1);
    const preview = await as(kit.t.app, pastor.access_token)({ method: 'GET', url: '/api/groups/preview' });
    expect(preview.json().length).toBeGreaterThan(0);
    const newsList = (
      await as(
        kit.t.app,
        pastor.access_token,
      )({ method: 'GET', url: '/api/community/news?includeInactive=true&limit=100' })
    ).json();
    expect(newsList.pagination.total).toBeGreaterThanOrEqual(15);
    expect(new Set(newsList.items.map((n: { priority: number }) => n.priority))).toEqual(
      new Set([1, 2, 3, 4]),
    );
    expect(newsList.items.some((n: { isActive: boolean }) => !n.isActive)).toBe(true);
    const withImage = newsList.items.find((n: { imageUrl: string | null }) => n.imageUrl);
    const image = await kit.t.app.inject({ method: 'GET', url: `/uploads/news/${withImage.imageUrl}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const neighbour = (await login('pastor@vecina.koinonia.test')).json();
    expect(neighbour.user.communityId).not.toBe(pastor.user.communityId);
  });
});
