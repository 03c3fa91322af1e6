import type { RegisterBody } from '@koinonia/shared/auth/auth.schemas';
import type { communityBodySchema } from '@koinonia/shared/communities/communities.schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, changedFields } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Caller } from '../../plugins/auth.ts';
import { insertUser, userExists } from '../auth/auth.queries.ts';
import { insertMembership } from '../members/members.queries.ts';
import { findCommunity, insertCommunity, updateCommunity } from './communities.queries.ts';

/** A pastor edits the name and description of their community (recorded in the audit log). */
export function updateProfile(db: Db, caller: Caller, body: z.output<typeof communityBodySchema>) {
  return db.transaction(async (tx) => {
    const current = await findCommunity(tx, caller.communityId);
    if (!current) throw new AppError('COMMUNITY_NOT_FOUND');
    const values = { name: body.name, description: body.description };
    await updateCommunity(tx, caller.communityId, values);
    const changes = changedFields({ name: current.name, description: current.description }, values);
    await audit(tx, caller, { action: 'update', objectType: 'community', objectId: current.id, changes });
  });
}

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
