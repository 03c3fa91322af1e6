import { expect } from 'vitest';
import { memberships } from '../../db/schema.ts';
import { createMember, snapshotRows } from '../../test/factories.ts';
import type { IsolationPiece } from '../../test/isolation-kit.ts';

export const isolation: IsolationPiece = async ({ db, cast }) => {
  const a = cast.a;
  const inactiveA = await createMember(db, a.community.id, { isActive: false, name: 'Inactivo Alfa' });
  return {
    snapshot: () => snapshotRows(db, { memberships }),
    secrets: [a.pastor.user.email, a.helper.user.email, a.member.user.email, inactiveA.user.email],
    foreign: [
      {
        method: 'PUT',
        url: `/api/community/memberships/${a.member.membership.id}`,
        payload: { role: 'GUEST' },
      },
      { method: 'DELETE', url: `/api/community/memberships/${a.member.membership.id}` },
      { method: 'PUT', url: `/api/community/memberships/${inactiveA.membership.id}/reactivate` },
      { method: 'GET', url: `/api/community/members/${a.member.user.id}/details` },
    ],
    reads: [
      { call: { method: 'GET', url: '/api/community/members?includeInactive=true&limit=100' } },
      {
        call: {
          method: 'GET',
          url: `/api/community/members?search=${encodeURIComponent(a.member.user.name)}`,
        },
      },
      {
        call: { method: 'GET', url: '/api/community/members?filter=inactivos' },
        check: (res) => expect(res.json().pagination.total).toBe(0),
      },
      { call: { method: 'GET', url: '/api/community/users' } },
      { call: { method: 'GET', url: '/api/community/stats' } },
    ],
  };
};
