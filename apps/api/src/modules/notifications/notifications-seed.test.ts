import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { as, login } from '../../test/factories.ts';
import { N } from './notifications.test-kit.ts';

// The demo's phones: 320 devices over both platforms, a few inactive, some not seen for 40+ days (the
// cleanup has something to do), and one completed broadcast in the history.

const kit = useTestApp();

describe('demo notifications', () => {
  it('seeds devices and a broadcast that show every part of the centre', async () => {
    await seedDemo(kit.t.database.db, 'koinonia-demo', kit.t.app.storage);
    const pastor = as(kit.t.app, await login(kit.t.app, 'pastor@demo.koinonia.test', 'koinonia-demo'));
    const stats = (await pastor({ method: 'GET', url: `${N}/stats` })).json().data;
    expect(stats.total).toBe(320);
    expect(stats.inactive).toBeGreaterThan(0);
    expect(stats.active).toBe(320 - stats.inactive);
    expect(new Set(stats.byPlatform.map((p: { platform: string }) => p.platform))).toEqual(
      new Set(['ios', 'android']),
    );
    const history = (await pastor({ method: 'GET', url: `${N}/broadcasts` })).json();
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      status: 'COMPLETED',
      createdBy: { name: 'Pastor Andrés Gómez' },
    });
    expect(history.items[0].errors).toEqual(['Dispositivo no registrado (desactivado): 3 dispositivos']);
    const cleaned = (await pastor({ method: 'DELETE', url: `${N}/cleanup` })).json();
    expect(cleaned.data.deletedTokens).toBe(32);
    const vecina = as(kit.t.app, await login(kit.t.app, 'pastor@vecina.koinonia.test', 'koinonia-demo'));
    expect((await vecina({ method: 'GET', url: `${N}/stats` })).json().data.total).toBe(0);
  });
});
