import { communities } from '../../db/schema.ts';
import type { FuzzPiece } from '../../test/fuzz-kit.ts';

export const fuzzing: FuzzPiece = {
  kindOf: { communityId: 'communities' },
  async pools({ db, pool }) {
    for (const row of await db.select({ id: communities.id }).from(communities))
      pool('communities').add(row.id);
  },
};
