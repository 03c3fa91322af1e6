import { and, eq } from 'drizzle-orm';
import { groups, sectors } from '../../db/schema.ts';
import { addToPool, createAsPastor, type FuzzPiece, replenishTo } from '../../test/fuzz-kit.ts';

export const fuzzing: FuzzPiece = {
  kindOf: {
    sectorId: 'sectors',
    sectors: 'sectors',
    groups: 'groups',
    leaderId: 'users',
    coLeaderId: 'users',
  },
  async replenish(ctx) {
    const { db, a } = ctx;
    const activeSectors = () =>
      db
        .select({ id: sectors.id })
        .from(sectors)
        .where(and(eq(sectors.communityId, a), eq(sectors.isActive, true)));
    await replenishTo(
      3,
      async () => (await activeSectors()).length,
      async () => {
        await createAsPastor(ctx, '/api/groups/sectors', { name: `Sector fuzz ${ctx.next()}` });
      },
    );
    const sectorIds = (await activeSectors()).map((s) => s.id);
    await replenishTo(
      3,
      async () => (await db.select({ id: groups.id }).from(groups).where(eq(groups.communityId, a))).length,
      async () => {
        await createAsPastor(ctx, '/api/groups', {
          name: `Célula fuzz ${ctx.next()}`,
          sectorId: sectorIds[0],
          leaderId: ctx.cast.a.pastor.user.id,
          meetingAddress: 'Calle 10 # 20-30',
          meetingDay: 'Jueves',
          meetingTime: '19:30',
          capacity: 20,
        });
      },
    );
  },
  async pools(ctx) {
    addToPool(ctx, 'sectors', await ctx.db.select({ id: sectors.id }).from(sectors));
    addToPool(ctx, 'groups', await ctx.db.select({ id: groups.id }).from(groups));
  },
};
