import type { Sector } from '@koinonia/shared/groups/groups.schemas';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { groups, sectors } from '../../db/schema.ts';
import { communityRow, deleteRow, insertRow, updateRow } from '../../lib/community-rows.ts';
import { jsonArrayText, jsonObject } from '../../lib/json-items.ts';
import { KeptPerVersion } from '../../lib/list-versions.ts';
import { perDatabase, perDatabaseAndShape } from '../../lib/prepared.ts';
import { readModel } from '../../lib/read-model.ts';

/* Sectors: the list with its totals, one sector, the locks and the writes. Groups are in groups.queries.ts. */

export const rate = (members: SQL, capacity: SQL) =>
  sql<number>`coalesce(round(100.0 * ${members} / nullif(${capacity}, 0), 1), 0)::float8`;

export const activeMembers = sql`coalesce(sum(${groups.currentMembers}) filter (where ${groups.isActive}), 0)`;
export const activeCapacity = sql`coalesce(sum(${groups.capacity}) filter (where ${groups.isActive}), 0)`;

/**
 * Sectors with their group count and (active groups') members, capacity and occupancy, as one JSON text
 * written by PostgreSQL: the sectors as they are now, joined with their groups' totals, which are kept
 * (as JSON text) while the community's groups version stands (list_versions, raised by every change of
 * its groups) and handed back to the statement as a parameter, so the list does not sum every group on
 * each read nor map and serialize a row per sector in JavaScript.
 */
export async function listSectorsJson(db: Tx, communityId: string): Promise<string> {
  const totals = await keptSectorTotals.get(db, communityId, [], async () => {
    const [row] = await sectorTotalsOf(db, 'all').execute({ communityId });
    return row!.json;
  });
  const [row] = await sectorsJson(db).execute({ communityId, totals });
  return row!.items;
}

/**
 * Each sector's groups totals (the columns of `totalsRecord`), as sectorModel writes them, as one JSON
 * array text: of every sector of the community, or of one (placeholders: communityId, sectorId).
 */
const sectorTotalsOf = perDatabaseAndShape((db, which: 'all' | 'one') => {
  const perSector = db
    .select({
      sectorId: sql`${groups.sectorId}`.as('sector_id'),
      groupCount: sql<number>`count(*)::int`.as('group_count'),
      totalMembers: sql<number>`${activeMembers}::int`.as('total_members'),
      totalCapacity: sql<number>`${activeCapacity}::int`.as('total_capacity'),
      occupancyRate: rate(activeMembers, activeCapacity).as('occupancy_rate'),
    })
    .from(groups)
    .where(
      and(
        eq(groups.communityId, sql.placeholder('communityId')),
        // With the community, so that it uses groups_community_sector_idx (community_id, sector_id).
        which === 'one' ? eq(groups.sectorId, sql.placeholder('sectorId')) : undefined,
      ),
    )
    .groupBy(groups.sectorId)
    .as('totals');
  return db
    .select({ json: sql<string>`coalesce(json_agg(totals), '[]')::text` })
    .from(perSector)
    .prepare(which === 'one' ? 'koinonia_sector_totals_one' : 'koinonia_sector_totals');
});

const keptSectorTotals = new KeptPerVersion<string>('groups', 500);

/** The kept totals read back as rows: sectorTotalsOf's columns. */
const totalsRecord = sql`json_to_recordset(${sql.placeholder('totals')}::json) as totals (
  sector_id uuid, group_count int, total_members int, total_capacity int, occupancy_rate float8
)`;

/** Sectors, each with its groups' totals given as JSON text (placeholder totals: none for a sector without groups). */
function sectorsWithTotals(db: Tx, fields: { items: SQL<string> }) {
  return db
    .select(fields)
    .from(sql`${sectors} left join ${totalsRecord} on totals.sector_id = ${sectors.id}`);
}

/**
 * A sector as sectorSchema answers it, with its groups' totals (placeholders: communityId, totals): the
 * list and every write's answer.
 */
export const sectorModel = readModel<Sector>({
  name: 'sector',
  id: sectors.id,
  scope: eq(sectors.communityId, sql.placeholder('communityId')),
  from: sectorsWithTotals,
  item: jsonObject({
    id: sectors.id,
    name: sectors.name,
    description: sectors.description,
    iconName: sectors.iconName,
    color: sectors.color,
    displayOrder: sectors.displayOrder,
    isActive: sectors.isActive,
    groupCount: sql`coalesce(totals.group_count, 0)`,
    totalMembers: sql`coalesce(totals.total_members, 0)`,
    totalCapacity: sql`coalesce(totals.total_capacity, 0)`,
    occupancyRate: sql`coalesce(totals.occupancy_rate, 0)`,
  }),
});

/**
 * The community's sectors in their order, each with its kept totals, as sectorSchema's JSON array
 * (placeholders: communityId, totals).
 */
const sectorsJson = perDatabase((db) =>
  sectorsWithTotals(db, {
    items: jsonArrayText(sectorModel.item, [
      asc(sectors.displayOrder),
      asc(sectors.sortName),
      asc(sectors.id),
    ]),
  })
    .where(eq(sectors.communityId, sql.placeholder('communityId')))
    .prepare('koinonia_sectors_json'),
);

/** One of a community's sectors: every query of one sector names its community too. */
export interface SectorKey {
  communityId: string;
  sectorId: string;
}

/** A sector with its groups' totals, as they are in `db` (a write's transaction: what it just wrote). */
export async function readSector(db: Tx, { communityId, sectorId }: SectorKey) {
  const [row] = await sectorTotalsOf(db, 'one').execute({ communityId, sectorId });
  return sectorModel.read(db, { communityId, totals: row!.json }, sectorId);
}

/** One of the community's sectors, without its totals (an existence check). */
export async function findSectorId(db: Tx, { communityId, sectorId }: SectorKey) {
  const [row] = await db
    .select({ id: sectors.id })
    .from(sectors)
    .where(communityRow(sectors, { communityId, id: sectorId }))
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
    .where(communityRow(sectors, { communityId, id: sectorId }))
    .for(strength);
  return row;
}

export async function insertSector(db: Tx, values: typeof sectors.$inferInsert) {
  return (await insertRow(db, sectors, values)).id;
}

export async function updateSector(
  db: Tx,
  { communityId, sectorId, values }: SectorKey & { values: Partial<typeof sectors.$inferInsert> },
) {
  await updateRow(db, sectors, { communityId, id: sectorId }, values);
}

export async function deleteSector(db: Tx, { communityId, sectorId }: SectorKey) {
  await deleteRow(db, sectors, { communityId, id: sectorId });
}

export async function sectorHasGroups(db: Tx, { communityId, sectorId }: SectorKey) {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.communityId, communityId), eq(groups.sectorId, sectorId)))
    .limit(1);
  return row !== undefined;
}
