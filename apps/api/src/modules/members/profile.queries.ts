import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { communities, users } from '../../db/schema.ts';

/** The signed-in user's own fields (their photo among them) and the name of their community. */
export async function findUserProfile(
  db: Tx,
  { communityId, userId }: { communityId: string; userId: string },
) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      documentNumber: users.documentNumber,
      phone: users.phone,
      avatar: users.avatar,
      communityName: communities.name,
    })
    .from(users)
    .innerJoin(communities, eq(communities.id, communityId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
