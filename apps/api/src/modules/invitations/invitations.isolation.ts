import { expect } from 'vitest';
import { invitations } from '../../db/schema.ts';
import { snapshotRows } from '../../test/factories.ts';
import type { IsolationPiece } from '../../test/isolation-kit.ts';
import { invite } from './invitations.test-kit.ts';

export const isolation: IsolationPiece = async ({ app, db, cast }) => {
  const a = await invite(app, cast.a.tokens.pastor, { role: 'GUEST', maxUses: 10 });
  return {
    snapshot: () => snapshotRows(db, { invitations }),
    secrets: [a.code, a.id],
    foreign: [{ method: 'DELETE', url: `/api/community/invitations/${a.id}` }],
    reads: [
      {
        call: { method: 'GET', url: '/api/community/invitations?limit=100' },
        check: (res) => expect(res.json().items).toEqual([]),
      },
    ],
  };
};
