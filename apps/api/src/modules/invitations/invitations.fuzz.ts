import { and, eq, isNull } from 'drizzle-orm';
import { invitations } from '../../db/schema.ts';
import { createAsPastor, type FuzzPiece, replenishTo } from '../../test/fuzz-kit.ts';

export const fuzzing: FuzzPiece = {
  kindOf: { invitations: 'invitations', code: 'invitationCodes' },
  async replenish(ctx) {
    const usable = async () =>
      (
        await ctx.db
          .select({ id: invitations.id })
          .from(invitations)
          .where(and(eq(invitations.communityId, ctx.a), isNull(invitations.revokedAt)))
      ).length;
    await replenishTo(2, usable, async () => {
      await createAsPastor(ctx, '/api/community/invitations', { role: 'MEMBER', maxUses: 10_000 });
    });
  },
  async pools({ db, pool }) {
    for (const row of await db.select({ id: invitations.id, code: invitations.code }).from(invitations)) {
      pool('invitations').add(row.id);
      pool('invitationCodes').add(row.code);
    }
  },
};
