import type { RegisterBody } from '@koinonia/shared/auth/auth.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { insertUser, userExists } from '../auth/auth.queries.ts';
import { insertMembership } from '../members/members.queries.ts';
import { insertCommunity } from './communities.queries.ts';

/** Creates a community with its first pastor, in one transaction (operator CLI and demo seed). */
export function createCommunityWithAdmin(
  db: Db,
  input: { name: string; description?: string | null; admin: RegisterBody },
) {
  return db.transaction(async (tx) => {
    const existing = await userExists(tx, input.admin);
    if (existing) {
      throw new AppError(
        existing.email.toLowerCase() === input.admin.email.toLowerCase() ? 'EMAIL_TAKEN' : 'DOCUMENT_TAKEN',
      );
    }
    const community = await insertCommunity(tx, { name: input.name, description: input.description ?? null });
    const admin = await insertUser(tx, {
      name: input.admin.name,
      email: input.admin.email,
      documentNumber: input.admin.documentNumber,
      phone: input.admin.phone ?? null,
      passwordHash: await hashPassword(input.admin.password),
    });
    await insertMembership(tx, { communityId: community.id, userId: admin.id, role: 'COMMUNITY_ADMIN' });
    return { community, admin };
  });
}
