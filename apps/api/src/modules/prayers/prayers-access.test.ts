import { describe, expect, it } from 'vitest';
import { type Call, usePrayersTestApp } from './prayers.test-kit.ts';

// Who may call what: without a session nothing answers; guests read and pray only; members change
// their own prayers only; the statistics are the dashboard's. Every refusal changes nothing.

const { kit, pastor, helper, member, guest, createPrayer, everything } = usePrayersTestApp();

const routes = (id: string) =>
  [
    { method: 'GET', url: '/api/community/prayers' },
    { method: 'GET', url: '/api/community/prayers/statistics' },
    { method: 'GET', url: `/api/community/prayers/${id}` },
    { method: 'GET', url: `/api/community/prayers/${id}/praying` },
    {
      method: 'POST',
      url: '/api/community/prayers',
      payload: { title: 'T', description: 'D', category: 'WORK' },
    },
    { method: 'PATCH', url: `/api/community/prayers/${id}`, payload: { title: 'Otro' } },
    { method: 'DELETE', url: `/api/community/prayers/${id}` },
    { method: 'POST', url: `/api/community/prayers/${id}/testimony`, payload: { content: 'Gracias' } },
    { method: 'DELETE', url: `/api/community/prayers/${id}/testimony` },
    { method: 'POST', url: `/api/community/prayers/${id}/pray` },
  ] as const;

describe('prayers access', () => {
  it('answers 401 to every route without a session, changing nothing', async () => {
    const prayer = await createPrayer();
    const before = await everything();
    for (const route of routes(prayer.id)) {
      const res = await kit.t.app.inject(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    expect(await everything()).toEqual(before);
  });

  it('refuses guests every write but praying, and members every write on another’s prayer', async () => {
    const byHelper = await createPrayer({}, helper);
    await helper({
      method: 'POST',
      url: `/api/community/prayers/${byHelper.id}/testimony`,
      payload: { content: 'Sí' },
    });
    const writes = routes(byHelper.id).filter((r) => r.method !== 'GET' && !r.url.endsWith('/pray'));
    const before = await everything();
    const refusals: [string, Call, readonly { method: string; url: string }[]][] = [
      ['guest', guest, writes],
      ['member', member, writes.filter((r) => r.url !== '/api/community/prayers')],
      ['guest', guest, [{ method: 'GET', url: '/api/community/prayers/statistics' }]],
      ['member', member, [{ method: 'GET', url: '/api/community/prayers/statistics' }]],
    ];
    for (const [who, call, list] of refusals)
      for (const route of list) {
        const res = await call(route as Parameters<Call>[0]);
        expect(res.statusCode, `${who} ${route.method} ${route.url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    expect(await everything()).toEqual(before);
  });

  it('lets pastors and helpers change any prayer and read the statistics', async () => {
    for (const call of [pastor, helper]) {
      const prayer = await createPrayer();
      const url = `/api/community/prayers/${prayer.id}`;
      expect((await call({ method: 'PATCH', url, payload: { isAnswered: true } })).statusCode).toBe(200);
      expect(
        (await call({ method: 'POST', url: `${url}/testimony`, payload: { content: 'Amén' } })).statusCode,
      ).toBe(201);
      expect((await call({ method: 'DELETE', url: `${url}/testimony` })).statusCode).toBe(200);
      expect((await call({ method: 'DELETE', url })).statusCode).toBe(204);
      expect(
        (await call({ method: 'GET', url: '/api/community/prayers/statistics?period=7' })).statusCode,
      ).toBe(200);
    }
  });
});
