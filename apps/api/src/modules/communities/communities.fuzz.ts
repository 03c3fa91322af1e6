import { communities } from '../../db/schema.ts';
import { addToPool, type FuzzPiece } from '../../test/fuzz-kit.ts';

export const fuzzing: FuzzPiece = {
  kindOf: { communityId: 'communities' },
  async pools(ctx) {
    addToPool(ctx, 'communities', await ctx.db.select({ id: communities.id }).from(communities));
  },
};
