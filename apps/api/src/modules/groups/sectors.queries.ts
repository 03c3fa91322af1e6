import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { groups, sectors } from '../../db/schema.ts';
import { KeptPerVersion } from '../../lib/list-versions.ts';
import { perDatabase, unnamed } from '../../lib/prepared.ts';

/* Sectors: the list with its totals, one sector, the locks and the writes. Groups are in groups.queries.ts. */

export const rate = (members: SQL, capacity: SQL) =>
  sql<number>`coalesce(round(100.0 * ${members} / nullif(${capacity}, 0), 1), 0)::float8`;

export const activeMembers = sql`coalesce(sum(${groups.currentMembers}) filter (where ${groups.isActive}), 0)`;
export const activeCapacity = sql`coalesce(sum(${groups.capacity}) filter (where ${groups.isActive}), 0)`;

/**
 * Sectors with their group count and (active groups') members, capacity and occupancy: the sectors as they
 * are now, and their groups' totals kept while the community's groups version stands (list_versions,
 * raised by every change of its groups), so the list does not sum every group on each read.
 */
export async function listSectors(db: Tx, communityId: string) {
  const [rows, totals] = await Promise.all([
    sectorsOf(db).execute({ communityId }),
    keptSectorTotals.get(db, communityId, [], () => sectorTotalsOf(db).execute({ communityId })),
  ]);
  const bySector = new Map(totals.map(({ sectorId, ...t }) => [sectorId, t]));
  return rows.map((s) => ({ ...s, ...(bySector.get(s.id) ?? noGroups) }));
}

const noGroups = { groupCount: 0, totalMembers: 0, totalCapacity: 0, occupancyRate: 0 };

/** Each sector's groups totals, as sectorWithTotals writes them (placeholder: communityId). */
const sectorTotalsOf = perDatabase((db) =>
  db
    .select({
      sectorId: groups.sectorId,
      groupCount: sql<number>`count(*)::int`,
      totalMembers: sql<number>`${activeMembers}::int`,
      totalCapacity: sql<number>`${activeCapacity}::int`,
      occupancyRate: rate(activeMembers, activeCapacity),
    })
    .from(groups)
    .where(eq(groups.communityId, sql.placeholder('communityId')))
    .groupBy(groups.sectorId)
    .prepare('koinonia_sector_totals'),
);

const keptSectorTotals = new KeptPerVersion<
  Awaited<ReturnType<ReturnType<typeof sectorTotalsOf>['execute']>>
>('groups', 500);

const sectorColumns = {
  id: sectors.id,
  name: sectors.name,
  description: sectors.description,
  iconName: sectors.iconName,
  color: sectors.color,
  displayOrder: sectors.displayOrder,
  isActive: sectors.isActive,
};

/** The community's sectors without their totals, in their order (placeholder: communityId). */
const sectorsOf = perDatabase((db) =>
  db
    .select(sectorColumns)
    .from(sectors)
    .where(eq(sectors.communityId, sql.placeholder('communityId')))
    .orderBy(asc(sectors.displayOrder), asc(sectors.sortName), asc(sectors.id))
    .prepare(unnamed),
);

/** One sector with its totals, in one aggregate (placeholders: communityId, sectorId). */
const sectorWithTotals = perDatabase((db) => {
  // The join names the community too, so that it uses groups_community_sector_idx (community_id, sector_id).
  const sameSector = and(eq(groups.communityId, sectors.communityId), eq(groups.sectorId, sectors.id));
  return db
    .select({
      ...sectorColumns,
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
        eq(sectors.id, sql.placeholder('sectorId')),
      ),
    )
    .groupBy(sectors.id)
    .prepare(unnamed);
});

/** One of a community's sectors: every query of one sector names its community too. */
export interface SectorKey {
  communityId: string;
  sectorId: string;
}

/** A sector with its totals. */
export async function findSector(db: Tx, { communityId, sectorId }: SectorKey) {
  const [row] = await sectorWithTotals(db).execute({ communityId, sectorId });
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
