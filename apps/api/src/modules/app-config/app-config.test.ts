import { describe, expect, it } from 'vitest';
import { helmetHeaders, mapImageSources } from '../../plugins/security-headers.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createFreshCommunity, PASTOR_AND_MEMBER } from '../../test/community-cast.ts';

// The members' app reads the map's tile server from the server's configuration, and the
// Content-Security-Policy lets those tiles load.

async function asMember(t: TestApp) {
  const { calls } = await createFreshCommunity(t, PASTOR_AND_MEMBER);
  return calls.member;
}

describe('GET /api/app/config', () => {
  it('answers OpenStreetMap by default to a member, and 401 without a session', async () => {
    const t = await buildTestApp();
    try {
      const member = await asMember(t);
      const res = await member({ method: 'GET', url: '/api/app/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        map: {
          tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          attribution: expect.stringContaining('OpenStreetMap'),
        },
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/app/config' })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('answers the configured tiles, and an http tile server is allowed in img-src', async () => {
    const map = { tileUrl: 'http://{s}.tiles.example.org/{z}/{x}/{y}.png', attribution: 'Mapas de ejemplo' };
    const t = await buildTestApp({ map });
    try {
      const res = await (await asMember(t))({ method: 'GET', url: '/api/app/config' });
      expect(res.json()).toEqual({ map });
      expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*http:\/\/\*\.tiles\.example\.org/);
    } finally {
      await t.close();
    }
  });

  it('adds nothing to img-src for https tiles (https: is already allowed)', () => {
    expect(mapImageSources('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([]);
    expect(mapImageSources('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toEqual(['http://127.0.0.1:8080']);
    expect(helmetHeaders()['content-security-policy']).toContain("img-src 'self' data: blob: https:;");
  });
});
