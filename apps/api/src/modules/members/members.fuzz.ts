import { and, eq, isNull } from 'drizzle-orm';
import { memberships, users } from '../../db/schema.ts';
import { createMember, createUser } from '../../test/factories.ts';
import { addToPool, type FuzzPiece, replenishTo } from '../../test/fuzz-kit.ts';

export const fuzzing: FuzzPiece = {
  kindOf: { memberships: 'memberships' },
  async replenish({ db, a, pool }) {
    const activeMembers = () =>
      db
        .select({ id: memberships.id })
        .from(memberships)
        .where(
          and(eq(memberships.communityId, a), eq(memberships.isActive, true), eq(memberships.role, 'MEMBER')),
        );
    await replenishTo(
      3,
      async () => (await activeMembers()).length,
      async () => {
        const m = await createMember(db, a, { role: 'MEMBER' });
        pool('emails').add(m.user.email);
        pool('documents').add(m.user.documentNumber);
      },
    );
    // Registered people outside the community, whom a pastor may add by document number.
    const outsiders = await db
      .select({ id: users.id })
      .from(users)
      .leftJoin(memberships, eq(memberships.userId, users.id))
      .where(isNull(memberships.id));
    let outside = outsiders.length;
    await replenishTo(
      2,
      async () => outside,
      async () => {
        const u = await createUser(db);
        pool('documents').add(u.documentNumber);
        pool('emails').add(u.email);
        outside++;
      },
    );
  },
  async pools(ctx) {
    addToPool(ctx, 'memberships', await ctx.db.select({ id: memberships.id }).from(memberships));
  },
};
