import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { groups, sectors } from '../../db/schema.ts';
import { perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';

/* Sectors: the list with its totals, one sector, the locks and the writes. Groups are in groups.queries.ts. */

export const rate = (members: SQL, capacity: SQL) =>
  sql<number>`coalesce(round(100.0 * ${members} / nullif(${capacity}, 0), 1), 0)::float8`;

export const activeMembers = sql`coalesce(sum(${groups.currentMembers}) filter (where ${groups.isActive}), 0)`;
export const activeCapacity = sql`coalesce(sum(${groups.capacity}) filter (where ${groups.isActive}), 0)`;

/** Sectors with their group count and (active groups') members, capacity and occupancy, in one aggregate. */
export function listSectors(db: Tx, communityId: string) {
  return sectorsWithTotals(db, 'all').execute({ communityId });
}

/**
 * listSectors' statement, for every sector of the community or one ('one': placeholder sectorId),
 * built once per handle.
 */
const sectorsWithTotals = perDatabaseAndShape((db, which: 'all' | 'one') => {
  // The join names the community too, so that it uses groups_community_sector_idx (community_id, sector_id).
  const sameSector = and(eq(groups.communityId, sectors.communityId), eq(groups.sectorId, sectors.id));
  return db
    .select({
      id: sectors.id,
      name: sectors.name,
      description: sectors.description,
      iconName: sectors.iconName,
      color: sectors.color,
      displayOrder: sectors.displayOrder,
      isActive: sectors.isActive,
      groupCount: sql<number>`count(${groups.id})::int`,
      totalMembers: sql<number>`${activeMembers}::int`,
      totalCapacity: sql<number>`${activeCapacity}::int`,
      occupancyRate: rate(activeMembers, activeCapacity),
    })
    .from(sectors)
    .leftJoin(groups, sameSector)
    .where(
      and(
        eq(sectors.communityId, sql.placeholder('communityId')),
        which === 'one' ? eq(sectors.id, sql.placeholder('sectorId')) : undefined,
      ),
    )
    .groupBy(sectors.id)
    .orderBy(asc(sectors.displayOrder), asc(sectors.sortName), asc(sectors.id))
    .prepare(unnamed);
});

/** One of a community's sectors: every query of one sector names its community too. */
export interface SectorKey {
  communityId: string;
  sectorId: string;
}

/** A sector with its totals. */
export async function findSector(db: Tx, { communityId, sectorId }: SectorKey) {
  const [row] = await sectorsWithTotals(db, 'one').execute({ communityId, sectorId });
  return row;
}

/** One of the community's sectors, without its totals (an existence check). */
export async function findSectorId(db: Tx, { communityId, sectorId }: SectorKey) {
  const [row] = await db
    .select({ id: sectors.id })
    .from(sectors)
    .where(and(eq(sectors.communityId, communityId), eq(sectors.id, sectorId)))
    .limit(1);
  return row;
}

/**
 * Locks one of the community's sectors for the rest of the transaction: 'update' before deleting it,
 * 'key share' before a group points at it, so a group cannot land in a sector being deleted.
 */
export async function lockSector(
  db: Tx,
  { communityId, sectorId, strength }: SectorKey & { strength: 'update' | 'key share' },
) {
  const [row] = await db
    .select({ id: sectors.id, name: sectors.name, isActive: sectors.isActive })
    .from(sectors)
    .where(and(eq(sectors.communityId, communityId), eq(sectors.id, sectorId)))
    .for(strength);
  return row;
}

export async function insertSector(db: Tx, values: typeof sectors.$inferInsert) {
  const [row] = await db.insert(sectors).values(values).returning({ id: sectors.id });
  return row!.id;
}

export async function updateSector(
  db: Tx,
  { communityId, sectorId, values }: SectorKey & { values: Partial<typeof sectors.$inferInsert> },
) {
  await db
    .update(sectors)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sectors.communityId, communityId), eq(sectors.id, sectorId)));
}

export async function deleteSector(db: Tx, { communityId, sectorId }: SectorKey) {
  await db.delete(sectors).where(and(eq(sectors.communityId, communityId), eq(sectors.id, sectorId)));
}

export async function sectorHasGroups(db: Tx, { communityId, sectorId }: SectorKey) {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.communityId, communityId), eq(groups.sectorId, sectorId)))
    .limit(1);
  return row !== undefined;
}
