import { expect } from 'vitest';
import { communities } from '../../db/schema.ts';
import { snapshotRows } from '../../test/factories.ts';
import type { IsolationPiece } from '../../test/isolation-kit.ts';

export const isolation: IsolationPiece = async ({ db, cast }) => ({
  snapshot: () => snapshotRows(db, { communities }),
  secrets: [cast.a.community.id],
  foreign: [
    { method: 'GET', url: `/api/communities/${cast.a.community.id}/dashboard-stats` },
    { method: 'DELETE', url: `/api/communities/${cast.a.community.id}` },
  ],
  reads: [
    { call: { method: 'GET', url: '/api/community/profile' } },
    { call: { method: 'GET', url: '/api/communities' } },
    {
      call: { method: 'GET', url: `/api/communities/${cast.b.community.id}/dashboard-stats` },
      check: (res) => expect(res.json().totalUsuarios).toBe(3),
    },
  ],
  after: [
    {
      call: { method: 'PUT', url: '/api/community/profile', payload: { name: 'Beta renombrada' } },
      check: (res) => expect(res.json().id).toBe(cast.b.community.id),
    },
  ],
});
