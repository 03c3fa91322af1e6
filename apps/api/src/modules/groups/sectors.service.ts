import type { Sector, sectorBodySchema, sectorPatchSchema } from '@koinonia/shared/groups/groups.schemas';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { createAudited, updateAudited } from '../../lib/audited-writes.ts';
import { isUuid } from '../../lib/ids.ts';
import { jsonList } from '../../lib/json-items.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './sectors.queries.ts';

export type SectorValues = z.output<typeof sectorBodySchema>;

async function sectorOrThrow(db: Tx, caller: Caller, sectorId: string): Promise<Sector> {
  const row = isUuid(sectorId)
    ? await q.readSector(db, { communityId: caller.communityId, sectorId })
    : undefined;
  if (!row) throw new AppError('SECTOR_NOT_FOUND');
  return row;
}

export async function listSectors({ db }: ServiceDeps, caller: Caller): Promise<Sector[]> {
  return jsonList<Sector>(await q.listSectorsJson(db, caller.communityId));
}

/** What the audit log records of a sector: its own fields, not the totals of its groups. */
const auditedFields = (s: Sector) => ({
  name: s.name,
  description: s.description,
  iconName: s.iconName,
  color: s.color,
  displayOrder: s.displayOrder,
  isActive: s.isActive,
});

export function createSector({ db }: ServiceDeps, caller: Caller, values: SectorValues) {
  return db.transaction((tx) =>
    createAudited(tx, caller, {
      objectType: 'sector',
      audited: auditedFields,
      insert: () => q.insertSector(tx, { ...values, communityId: caller.communityId }),
      read: (id) => sectorOrThrow(tx, caller, id),
    }),
  );
}

export function updateSector(
  { db }: ServiceDeps,
  caller: Caller,
  sectorId: string,
  patch: z.output<typeof sectorPatchSchema>,
) {
  return db.transaction(async (tx) => {
    const before = await sectorOrThrow(tx, caller, sectorId);
    const { id } = before;
    return updateAudited(tx, caller, {
      objectType: 'sector',
      audited: auditedFields,
      id,
      before,
      read: () => sectorOrThrow(tx, caller, id),
      write: () => q.updateSector(tx, { communityId: caller.communityId, sectorId: id, values: patch }),
    });
  });
}

export function deleteSector({ db }: ServiceDeps, caller: Caller, sectorId: string) {
  return db.transaction(async (tx) => {
    // Locked first: a group being created in it meanwhile either commits before (and is counted) or
    // waits and then finds the sector gone.
    const sector = isUuid(sectorId)
      ? await q.lockSector(tx, { communityId: caller.communityId, sectorId, strength: 'update' })
      : undefined;
    if (!sector) throw new AppError('SECTOR_NOT_FOUND');
    const key = { communityId: caller.communityId, sectorId: sector.id };
    if (await q.sectorHasGroups(tx, key)) throw new AppError('SECTOR_HAS_GROUPS');
    await q.deleteSector(tx, key);
    await audit(tx, caller, {
      action: 'delete',
      objectType: 'sector',
      objectId: sector.id,
      changes: { name: sector.name },
    });
  });
}
