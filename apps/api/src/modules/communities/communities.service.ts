import type { RegisterBody } from '@koinonia/shared/auth/auth.schemas';
import type { Community, communityBodySchema } from '@koinonia/shared/communities/communities.schemas';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, changedFields } from '../../lib/audit.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import { createUser } from '../auth/auth.service.ts';
import { findCommunity, insertCommunity, insertFirstAdmin, updateCommunity } from './communities.queries.ts';

/** The caller's community with its active-member count. */
async function communityOf(db: Tx, communityId: string): Promise<Community> {
  const row = await findCommunity(db, communityId);
  if (!row) throw new AppError('COMMUNITY_NOT_FOUND');
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    _count: { memberships: row.members },
  };
}

export function getProfile({ db }: ServiceDeps, caller: Caller): Promise<Community> {
  return communityOf(db, caller.communityId);
}

/** The communities the caller administers: the one they signed in with. */
export async function listCommunities({ db }: ServiceDeps, caller: Caller): Promise<Community[]> {
  return [await communityOf(db, caller.communityId)];
}

/** A pastor edits the name and description of their community (recorded in the audit log). */
export async function updateProfile(
  { db }: ServiceDeps,
  caller: Caller,
  body: z.output<typeof communityBodySchema>,
): Promise<Community> {
  await db.transaction(async (tx) => {
    const current = await findCommunity(tx, caller.communityId);
    if (!current) throw new AppError('COMMUNITY_NOT_FOUND');
    const values = { name: body.name, description: body.description };
    await updateCommunity(tx, { communityId: caller.communityId, values });
    const changes = changedFields({ name: current.name, description: current.description }, values);
    await audit(tx, caller, { action: 'update', objectType: 'community', objectId: current.id, changes });
  });
  return communityOf(db, caller.communityId);
}

/** Communities are created by the platform's operators (the CLI), never from the dashboard. */
export function refuseCreate(): never {
  throw new AppError('CREATE_COMMUNITY_FORBIDDEN');
}

/** Deleting a community is for the operators too; another community's id reads as missing. */
export function refuseDelete(caller: Caller, communityId: string): never {
  if (communityId !== caller.communityId) throw new AppError('COMMUNITY_NOT_FOUND');
  throw new AppError('DELETE_COMMUNITY_FORBIDDEN');
}

/** Creates a community with its first pastor, in one transaction (operator CLI and demo seed). */
export function createCommunityWithAdmin(
  { db }: ServiceDeps,
  input: { name: string; description?: string | null; admin: RegisterBody },
) {
  return db.transaction(async (tx) => {
    const admin = await createUser(tx, input.admin);
    const community = await insertCommunity(tx, { name: input.name, description: input.description ?? null });
    await insertFirstAdmin(tx, { communityId: community.id, userId: admin.id });
    return { community, admin };
  });
}
