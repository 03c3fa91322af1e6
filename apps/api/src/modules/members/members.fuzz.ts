import { and, eq, isNull } from 'drizzle-orm';
import { memberships, users } from '../../db/schema.ts';
import { createMember, createUser } from '../../test/factories.ts';
import type { FuzzPiece } from '../../test/fuzz-kit.ts';

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
    while ((await activeMembers()).length < 3) {
      const m = await createMember(db, a, { role: 'MEMBER' });
      pool('emails').add(m.user.email);
      pool('documents').add(m.user.documentNumber);
    }
    // Registered people outside the community, whom a pastor may add by document number.
    const outsiders = await db
      .select({ id: users.id })
      .from(users)
      .leftJoin(memberships, eq(memberships.userId, users.id))
      .where(isNull(memberships.id));
    for (let i = outsiders.length; i < 2; i++) {
      const u = await createUser(db);
      pool('documents').add(u.documentNumber);
      pool('emails').add(u.email);
    }
  },
  async pools({ db, pool }) {
    for (const row of await db.select({ id: memberships.id }).from(memberships))
      pool('memberships').add(row.id);
  },
};
