import { eq } from 'drizzle-orm';
import { prayers } from '../../db/schema.ts';
import { addToPool, createAsPastor, type FuzzPiece, replenishTo } from '../../test/fuzz-kit.ts';

export const fuzzing: FuzzPiece = {
  kindOf: { prayers: 'prayers' },
  async replenish(ctx) {
    await replenishTo(
      3,
      async () =>
        (await ctx.db.select({ id: prayers.id }).from(prayers).where(eq(prayers.communityId, ctx.a))).length,
      async () => {
        await createAsPastor(ctx, '/api/community/prayers', {
          title: `Oración de prueba ${ctx.next()}`,
          description: 'Oremos por esto',
          category: 'HEALTH',
        });
      },
    );
  },
  async pools(ctx) {
    addToPool(ctx, 'prayers', await ctx.db.select({ id: prayers.id }).from(prayers));
  },
};
