import { describe, expect, it } from 'vitest';
import { featureRoutes, features, moduleCards, navEntries } from './features';

describe('feature manifests', () => {
  it('declare every signed-in address once', () => {
    const paths = featureRoutes.map((route) => route.path);
    expect(paths).toEqual([
      '/',
      '/communities',
      '/users',
      '/groups',
      '/groups/:id',
      '/news',
      '/activity',
      '/events',
      '/community-posts',
      '/prayers',
      '/notifications',
      '/biblical-school',
    ]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('hold only the known fields (a manifest is a plain object: a misspelt field would be ignored)', () => {
    for (const feature of features) {
      for (const key of Object.keys(feature)) expect(['routes', 'homeCard', 'nav']).toContain(key);
      expect(feature.routes.length).toBeGreaterThan(0);
    }
  });

  it('load each page lazily, as a function', () => {
    for (const feature of features) {
      for (const route of feature.routes) expect(typeof route.page).toBe('function');
    }
  });

  it('lead the home cards and the nav entries to declared routes', () => {
    const paths = new Set(featureRoutes.map((route) => route.path));
    expect(moduleCards).toHaveLength(8);
    for (const card of moduleCards) expect(paths.has(card.to)).toBe(true);
    expect(navEntries.map(({ to, label, adminOnly }) => ({ to, label, adminOnly }))).toEqual([
      { to: '/activity', label: 'Registro de actividad', adminOnly: true },
    ]);
  });
});
