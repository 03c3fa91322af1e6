import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { groups, sectors } from '../../db/schema.ts';
import { KeptPerVersion } from '../../lib/list-versions.ts';
import { perDatabase, unnamed } from '../../lib/prepared.ts';

/* What the members' app reads of groups beyond the preview and a sector's list: the active sectors with
   their active groups' count, and the map. Every statement filters by the community first. */

/**
 * The community's active sectors in their order, each with its active groups' count (at most `limit`),
 * built once per database (placeholders: communityId, limit). The count joins on
 * groups_community_sector_idx (community_id, sector_id).
 */
const activeSectorsStatement = perDatabase((db) =>
  db
    .select({
      id: sectors.id,
      name: sectors.name,
      description: sectors.description,
      iconName: sectors.iconName,
      color: sectors.color,
      groupCount: sql<number>`${count(groups.id)}::int`,
    })
    .from(sectors)
    .leftJoin(
      groups,
      and(
        eq(groups.communityId, sectors.communityId),
        eq(groups.sectorId, sectors.id),
        eq(groups.isActive, true),
      ),
    )
    .where(and(eq(sectors.communityId, sql.placeholder('communityId')), eq(sectors.isActive, true)))
    .groupBy(sectors.id)
    .orderBy(asc(sectors.displayOrder), asc(sectors.sortName), asc(sectors.id))
    .limit(sql.placeholder('limit'))
    .prepare(unnamed),
);

export function activeSectors(db: Tx, values: { communityId: string; limit: number }) {
  return activeSectorsStatement(db).execute(values);
}

/**
 * The map's answer, written by PostgreSQL: the active groups of active sectors that have coordinates, in
 * the list's order (by sector, then name), at most `limit` of them as one JSON array text (the shape of
 * groupMapPointSchema), and whether there were more. A church's map is thousands of points: built in
 * JavaScript, mapping and serializing them cost the API twice the database's time. Read through
 * groups_community_active_idx (community_id, is_active).
 */
export async function mapPointsJson(
  db: Tx,
  { communityId, limit }: { communityId: string; limit: number },
): Promise<{ json: string; truncated: boolean }> {
  return keptMaps.get(db, communityId, [limit], () => readMapPoints(db, { communityId, limit }));
}

/**
 * The map kept per version of the community's groups list, which a change of a group or of a sector
 * raises: the same answer is read again only after a change.
 */
const keptMaps = new KeptPerVersion<{ json: string; truncated: boolean }>('groups', 200);

async function readMapPoints(
  db: Tx,
  { communityId, limit }: { communityId: string; limit: number },
): Promise<{ json: string; truncated: boolean }> {
  const points = db
    .select({
      id: groups.id,
      name: groups.name,
      sectorId: sql`${sectors.id}`.as('sector_id'),
      sectorName: sql`${sectors.name}`.as('sector_name'),
      sectorColor: sql`${sectors.color}`.as('sector_color'),
      lat: groups.latitude,
      lng: groups.longitude,
      day: groups.meetingDay,
      time: groups.meetingTime,
      place:
        sql<number>`row_number() over (order by ${groups.sectorDisplayOrder}, ${groups.sectorSortName}, ${groups.sortName}, ${groups.id})`.as(
          'place',
        ),
    })
    .from(groups)
    .innerJoin(sectors, eq(sectors.id, groups.sectorId))
    .where(
      and(
        eq(groups.communityId, communityId),
        eq(groups.isActive, true),
        eq(sectors.communityId, communityId),
        eq(sectors.isActive, true),
        isNotNull(groups.latitude),
        isNotNull(groups.longitude),
      ),
    )
    .orderBy(asc(groups.sectorDisplayOrder), asc(groups.sectorSortName), asc(groups.sortName), asc(groups.id))
    .limit(limit + 1)
    .as('points');
  const [row] = await db
    .select({
      json: sql<string>`coalesce(json_agg(json_build_object(
        'id', ${points.id}, 'name', ${points.name},
        'sector', json_build_object('id', ${points.sectorId}, 'name', ${points.sectorName}, 'color', ${points.sectorColor}),
        'lat', ${points.lat}, 'lng', ${points.lng},
        'meeting', json_build_object('day', ${points.day}, 'time', ${points.time})
      ) order by ${points.place}) filter (where ${points.place} <= ${limit}), '[]')::text`,
      truncated: sql<boolean>`count(*) > ${limit}`,
    })
    .from(points);
  return { json: row?.json ?? '[]', truncated: row?.truncated ?? false };
}
