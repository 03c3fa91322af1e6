import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * A user's avatar file name, the user row locked for the transaction (a concurrent upload waits, so
 * the file each one replaces is the one it read). Users are platform-wide: no community filter.
 */
export async function lockAvatar(db: Tx, { userId }: { userId: string }) {
  const [row] = await db
    .select({ avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for('update');
  return row;
}

export async function setAvatar(db: Tx, { userId, avatar }: { userId: string; avatar: string | null }) {
  const [row] = await db
    .update(users)
    .set({ avatar, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ avatar: users.avatar });
  return row;
}
