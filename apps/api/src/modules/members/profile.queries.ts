import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communities, users } from '../../db/schema.ts';
import type { Caller } from '../../plugins/auth.ts';

export async function findUserProfile(db: Tx, caller: Caller) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      documentNumber: users.documentNumber,
      phone: users.phone,
      communityName: communities.name,
    })
    .from(users)
    .innerJoin(communities, eq(communities.id, caller.communityId))
    .where(eq(users.id, caller.userId))
    .limit(1);
  if (!row) return undefined;
  const { communityName, ...user } = row;
  return {
    ...user,
    role: caller.role,
    communityId: caller.communityId,
    community: { id: caller.communityId, name: communityName },
  };
}
