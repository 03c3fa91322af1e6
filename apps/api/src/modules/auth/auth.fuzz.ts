import { users } from '../../db/schema.ts';
import type { FuzzPiece } from '../../test/fuzz-kit.ts';

export const fuzzing: FuzzPiece = {
  kindOf: { userId: 'users', document: 'documents', documentNumber: 'documents' },
  async pools({ db, pool }) {
    for (const row of await db.select({ id: users.id, document: users.documentNumber }).from(users)) {
      pool('users').add(row.id);
      pool('documents').add(row.document);
    }
  },
};
