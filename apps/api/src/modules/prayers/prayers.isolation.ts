import { expect } from 'vitest';
import { prayerCounts, prayerPraying, prayers } from '../../db/schema.ts';
import { as, snapshotRows } from '../../test/factories.ts';
import type { IsolationPiece } from '../../test/isolation-kit.ts';

/** Community A's prayer (with a testimony and a person praying) and one without a testimony. */
export const isolation: IsolationPiece = async ({ app, db, cast, created }) => {
  const a = as(app, cast.a.tokens.member);
  const title = 'Petición privada de la comunidad Alfa';
  const body = { title, description: 'Oremos', category: 'HEALTH' };
  const prayer = await created(a, '/api/community/prayers', body);
  const bare = await created(a, '/api/community/prayers', { ...body, isAnonymous: true });
  await created(a, `/api/community/prayers/${prayer}/testimony`, { content: 'Respondida' });
  expect((await a({ method: 'POST', url: `/api/community/prayers/${prayer}/pray` })).statusCode).toBe(200);
  return {
    snapshot: async () => ({
      ...(await snapshotRows(db, { prayers })),
      prayerPraying: await db
        .select()
        .from(prayerPraying)
        .orderBy(prayerPraying.prayerId, prayerPraying.userId),
      prayerCounts: await db.select().from(prayerCounts).orderBy(prayerCounts.communityId),
    }),
    secrets: [title, prayer],
    foreign: [
      { method: 'GET', url: `/api/community/prayers/${prayer}` },
      { method: 'GET', url: `/api/community/prayers/${prayer}/praying` },
      { method: 'PATCH', url: `/api/community/prayers/${prayer}`, payload: { isAnswered: false } },
      { method: 'PATCH', url: `/api/community/prayers/${bare}`, payload: { isAnonymous: false } },
      { method: 'DELETE', url: `/api/community/prayers/${prayer}` },
      { method: 'POST', url: `/api/community/prayers/${bare}/testimony`, payload: { content: 'Hola' } },
      { method: 'DELETE', url: `/api/community/prayers/${prayer}/testimony` },
      { method: 'POST', url: `/api/community/prayers/${prayer}/pray` },
      { method: 'POST', url: `/api/community/prayers/${bare}/pray` },
    ],
    reads: [
      {
        call: { method: 'GET', url: '/api/community/prayers?limit=100' },
        check: (res) => expect(res.json()).toMatchObject({ items: [], totals: { prayers: 0, answered: 0 } }),
      },
      {
        call: { method: 'GET', url: '/api/community/prayers/statistics?period=365' },
        check: (res) => expect(res.json()).toMatchObject({ totalPrayers: 0, answeredPrayers: 0 }),
      },
    ],
  };
};
