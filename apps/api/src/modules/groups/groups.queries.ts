import type { Group } from '@koinonia/shared/groups/groups.schemas';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { groups, memberships, sectors, users } from '../../db/schema.ts';
import { communityRow, deleteRow, insertRow, updateRow } from '../../lib/community-rows.ts';
import { jsonArrayText, jsonObject } from '../../lib/json-items.ts';
import { KeptPerVersion } from '../../lib/list-versions.ts';
import { perDatabase, perDatabaseAndShape, unnamed } from '../../lib/prepared.ts';
import { listPage, readModel } from '../../lib/read-model.ts';
import { planSearch, type SearchMode, SearchSample, searchCondition } from '../../lib/search-plan.ts';
import { activeCapacity, activeMembers, rate } from './sectors.queries.ts';

const coLeaders = alias(users, 'co_leader');

/** Groups with their sectors, leaders and co-leaders: what a group's JSON reads. */
function groupsJoined(db: Tx, fields: { items: SQL<string> }) {
  return db
    .select(fields)
    .from(groups)
    .innerJoin(sectors, eq(sectors.id, groups.sectorId))
    .innerJoin(users, eq(users.id, groups.leaderId))
    .leftJoin(coLeaders, eq(coLeaders.id, groups.coLeaderId));
}

/**
 * A group as groupSchema answers it: the admin list, one group, the app's lists and every write's
 * answer. The occupancy rate as Math.round computes it in double precision (floor(x + 0.5)).
 */
export const groupModel = readModel<Group>({
  name: 'groups',
  id: groups.id,
  scope: eq(groups.communityId, sql.placeholder('communityId')),
  from: groupsJoined,
  item: jsonObject({
    id: groups.id,
    name: groups.name,
    description: groups.description,
    sector: jsonObject({ id: sectors.id, name: sectors.name, color: sectors.color }),
    leader: jsonObject({ id: users.id, name: users.name }),
    coLeader: sql`case when ${coLeaders.id} is not null and ${coLeaders.name} <> '' then ${jsonObject({ id: coLeaders.id, name: coLeaders.name })} end`,
    meeting: jsonObject({
      address: groups.meetingAddress,
      day: groups.meetingDay,
      time: groups.meetingTime,
      coordinates: sql`case when ${groups.latitude} is not null and ${groups.longitude} is not null then ${jsonObject({ lat: groups.latitude, lng: groups.longitude })} end`,
    }),
    capacity: jsonObject({
      total: groups.capacity,
      current: groups.currentMembers,
      occupancyRate: sql`floor(1000 * ${groups.currentMembers}::float8 / ${groups.capacity} + 0.5) / 10`,
    }),
    showInPreview: groups.showInPreview,
    contact: jsonObject({ whatsappNumber: groups.whatsappNumber }),
    isOpenToNewMembers: groups.isOpenToNewMembers,
    isActive: groups.isActive,
  }),
});

export type GroupRow = Awaited<ReturnType<typeof findGroup>> & {};

/** One of a community's groups: every query of one group names its community too. */
export interface GroupKey {
  communityId: string;
  groupId: string;
}

/** One of the community's groups: its stored fields (what an edit merges into) and its sector's name. */
export async function findGroup(db: Tx, { communityId, groupId }: GroupKey) {
  const [row] = await db
    .select({
      id: groups.id,
      name: groups.name,
      description: groups.description,
      sectorId: groups.sectorId,
      sectorName: sectors.name,
      leaderId: groups.leaderId,
      coLeaderId: groups.coLeaderId,
      meetingAddress: groups.meetingAddress,
      meetingDay: groups.meetingDay,
      meetingTime: groups.meetingTime,
      latitude: groups.latitude,
      longitude: groups.longitude,
      capacity: groups.capacity,
      currentMembers: groups.currentMembers,
      showInPreview: groups.showInPreview,
      whatsappNumber: groups.whatsappNumber,
      isOpenToNewMembers: groups.isOpenToNewMembers,
      isActive: groups.isActive,
    })
    .from(groups)
    .innerJoin(sectors, eq(sectors.id, groups.sectorId))
    .where(communityRow(groups, { communityId, id: groupId }))
    .limit(1);
  return row;
}

// Accent-insensitive alphabetical order ('Águilas' before 'Leones'), the same on PGlite and PostgreSQL:
// by sector (display order, then name), then by name. The sector's columns are the copies kept on groups
// by triggers (migration 0018), so that the order is on one table and groups_community_order_idx
// (community_id, sector_display_order, sector_sort_name, sort_name, id) serves it without a sort.
const groupOrder = [
  asc(groups.sectorDisplayOrder),
  asc(groups.sectorSortName),
  asc(groups.sortName),
  asc(groups.id),
];
/** The same order read from the other end (NOT NULL columns ending with the unique id: an exact mirror). */
const groupOrderBackwards = [
  desc(groups.sectorDisplayOrder),
  desc(groups.sectorSortName),
  desc(groups.sortName),
  desc(groups.id),
];

/** Which optional filters a groups list has: one built query per combination (eight at most). */
type GroupFilters = `${'all' | 'active'}:${'any' | 'sector'}:${'all' | SearchMode}`;

/**
 * A page of groups' ids and the list's counts, in one of the eight shapes of filters, built once per shape
 * (values as placeholders: community, sector, pattern, limit, offset). Unnamed statements: each call is
 * planned with its values, as the pattern of a search decides whether the trigram index pays.
 */
const groupsPage = perDatabaseAndShape((db, key: GroupFilters) => {
  const [active, sector, search] = key.split(':');
  const where = and(
    eq(groups.communityId, sql.placeholder('communityId')),
    active === 'active' ? eq(groups.isActive, true) : undefined,
    sector === 'sector' ? eq(groups.sectorId, sql.placeholder('sectorId')) : undefined,
    search === 'all' ? undefined : searchCondition(groups.searchText, search as SearchMode),
  );
  // Deferred join: the page's ids are read in index order from groups alone (every group has a sector:
  // the foreign key), from whichever end of the list is nearer (nearerEnd); then only those groups are
  // written as JSON with their sectors and leaders (groupModel).
  const ids = (order: SQL[]) =>
    db
      .select({ id: groups.id })
      .from(groups)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(unnamed);
  return {
    ids: ids(groupOrder),
    idsBackwards: ids(groupOrderBackwards),
    counts: db
      .select({
        total: sql<number>`count(*)::int`,
        active: sql<number>`count(*) filter (where ${groups.isActive})::int`,
      })
      .from(groups)
      .where(where)
      .prepare(unnamed),
  };
});

/**
 * The admin list's counts, by community, filters and search, kept while the community's groups version
 * stands (list_versions, raised by every change of its groups): paging does not count the groups again.
 */
const keptCounts = new KeptPerVersion<{ total: number; active: number }>('groups', 2_000);

/** The sample of the groups' search text that plans their searches (lib/search-plan.ts). */
const searchSample = new SearchSample(groups, groups.searchText);

/** The admin list: its counts, then (knowing the total) the page's groups, as JSON text of groupSchema. */
export async function listGroups(
  db: Tx,
  communityId: string,
  q: { onlyActive?: boolean; sectorId?: string; search?: string; page: number; limit: number },
) {
  const search = q.search ? await planSearch(db, searchSample, q.search) : undefined;
  const key: GroupFilters = `${q.onlyActive ? 'active' : 'all'}:${q.sectorId ? 'sector' : 'any'}:${search?.mode ?? 'all'}`;
  const query = groupsPage(db, key);
  const filters = { communityId, sectorId: q.sectorId, ...search?.values };
  const counts = await keptCounts.get(db, communityId, [key, q.sectorId, q.search], async () => {
    const [row] = await query.counts.execute(filters);
    return { total: row?.total ?? 0, active: row?.active ?? 0 };
  });
  const { items, total } = await listPage({
    db,
    model: groupModel,
    values: filters,
    page: q,
    ids: (direction) => (direction === 'backwards' ? query.idsBackwards : query.ids),
    count: async () => counts.total,
    nearerEnd: true,
  });
  return { items, total, active: counts.active };
}

/**
 * What the mobile app sees: active groups of active sectors, either those shown in the preview or
 * those of one sector.
 */
export async function listVisibleGroupsJson(
  db: Tx,
  communityId: string,
  only: { showInPreview: true } | { sectorId: string },
): Promise<string> {
  const [row] =
    'sectorId' in only
      ? await visibleGroupsJson(db, 'sector').execute({ communityId, sectorId: only.sectorId })
      : await visibleGroupsJson(db, 'preview').execute({ communityId });
  return row?.items ?? '[]';
}

/**
 * The app's groups (active, of an active sector) as JSON text, built once for the preview and for one
 * sector (placeholders: communityId, sectorId). Named: both plans are the same whatever the values.
 */
const visibleGroupsJson = perDatabaseAndShape((db, which: 'preview' | 'sector') =>
  groupsJoined(db, { items: jsonArrayText(groupModel.item, groupOrder) })
    .where(
      and(
        eq(groups.communityId, sql.placeholder('communityId')),
        eq(groups.isActive, true),
        eq(sectors.isActive, true),
        which === 'sector'
          ? eq(groups.sectorId, sql.placeholder('sectorId'))
          : eq(groups.showInPreview, true),
      ),
    )
    .prepare(`koinonia_app_groups_${which}`),
);

export async function insertGroup(db: Tx, values: typeof groups.$inferInsert) {
  return (await insertRow(db, groups, values)).id;
}

export async function updateGroup(
  db: Tx,
  { communityId, groupId, values }: GroupKey & { values: Partial<typeof groups.$inferInsert> },
) {
  await updateRow(db, groups, { communityId, id: groupId }, values);
}

export async function deleteGroup(db: Tx, { communityId, groupId }: GroupKey) {
  await deleteRow(db, groups, { communityId, id: groupId });
}

/** Which of these users are active members of the community. */
export async function activeMemberIds(
  db: Tx,
  { communityId, userIds }: { communityId: string; userIds: string[] },
) {
  const rows = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.communityId, communityId),
        eq(memberships.isActive, true),
        inArray(memberships.userId, userIds),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** The dashboard's groups statistics, kept while the community's groups version stands (list_versions). */
export function groupStatistics(db: Tx, communityId: string) {
  return keptStatistics.get(db, communityId, [], async () => {
    const [row] = await statisticsOf(db).execute({ communityId });
    return row!;
  });
}

const keptStatistics = new KeptPerVersion<
  Awaited<ReturnType<ReturnType<typeof statisticsOf>['execute']>>[number]
>('groups', 500);

const statisticsOf = perDatabase((db) =>
  db
    .select({
      totalGroups: sql<number>`count(*)::int`,
      activeGroups: sql<number>`count(*) filter (where ${groups.isActive})::int`,
      totalMembers: sql<number>`${activeMembers}::int`,
      totalCapacity: sql<number>`${activeCapacity}::int`,
      occupancyRate: rate(activeMembers, activeCapacity),
      availableSpaces: sql<number>`greatest(${activeCapacity} - ${activeMembers}, 0)::int`,
      sectorsWithGroups: sql<number>`count(distinct ${groups.sectorId})::int`,
      averageGroupSize: sql<number>`coalesce(round(avg(${groups.currentMembers}) filter (where ${groups.isActive}), 1), 0)::float8`,
    })
    .from(groups)
    .where(eq(groups.communityId, sql.placeholder('communityId')))
    .prepare(unnamed),
);
