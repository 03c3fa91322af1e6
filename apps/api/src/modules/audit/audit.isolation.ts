import { auditLog } from '../../db/schema.ts';
import { snapshotRows } from '../../test/factories.ts';
import type { IsolationPiece } from '../../test/isolation-kit.ts';

/** No refused call of another community's pastor leaves an audit entry. */
export const isolation: IsolationPiece = async ({ db }) => ({
  snapshot: () => snapshotRows(db, { auditLog }),
});
