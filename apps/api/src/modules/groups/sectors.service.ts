import type { Sector, sectorBodySchema, sectorPatchSchema } from '@koinonia/shared/groups/groups.schemas';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './groups.queries.ts';

export type SectorValues = z.output<typeof sectorBodySchema>;

async function sectorOrThrow(db: Tx, caller: Caller, sectorId: string): Promise<Sector> {
  const row = isUuid(sectorId) ? await q.findSector(db, caller.communityId, sectorId) : undefined;
  if (!row) throw new AppError('SECTOR_NOT_FOUND');
  return row;
}

export const getSector = sectorOrThrow;

export function listSectors(db: Db, caller: Caller): Promise<Sector[]> {
  return q.listSectors(db, caller.communityId);
}

export async function createSector(db: Db, caller: Caller, values: SectorValues) {
  const id = await q.insertSector(db, { ...values, communityId: caller.communityId });
  return sectorOrThrow(db, caller, id);
}

export function updateSector(
  db: Db,
  caller: Caller,
  sectorId: string,
  patch: z.output<typeof sectorPatchSchema>,
) {
  return db.transaction(async (tx) => {
    const sector = await sectorOrThrow(tx, caller, sectorId);
    await q.updateSector(tx, sector.id, patch);
    return sectorOrThrow(tx, caller, sector.id);
  });
}

export function deleteSector(db: Db, caller: Caller, sectorId: string) {
  return db.transaction(async (tx) => {
    // Locked first: a group being created in it meanwhile either commits before (and is counted) or
    // waits and then finds the sector gone.
    const sector = isUuid(sectorId)
      ? await q.lockSector(tx, caller.communityId, sectorId, 'update')
      : undefined;
    if (!sector) throw new AppError('SECTOR_NOT_FOUND');
    if (await q.sectorHasGroups(tx, caller.communityId, sector.id)) throw new AppError('SECTOR_HAS_GROUPS');
    await q.deleteSector(tx, sector.id);
  });
}
