import { passwordResets } from '../../db/schema.ts';
import { snapshotRows } from '../../test/factories.ts';
import type { IsolationPiece } from '../../test/isolation-kit.ts';

export const isolation: IsolationPiece = async ({ db, cast }) => ({
  snapshot: () => snapshotRows(db, { passwordResets }),
  foreign: [
    { method: 'POST', url: `/api/community/members/${cast.a.member.user.id}/password-reset-link` },
    { method: 'POST', url: `/api/community/members/${cast.a.pastor.user.id}/password-reset-link` },
  ],
});
