import {
  type Group,
  type GroupStatistics,
  type GroupsPage,
  type GroupValues,
  groupBodySchema,
  type groupPatchSchema,
} from '@koinonia/shared/groups/groups.schemas';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { createAudited, updateAudited } from '../../lib/audited-writes.ts';
import { isUuid } from '../../lib/ids.ts';
import { jsonList, withJsonItems } from '../../lib/json-items.ts';
import { paginated } from '../../lib/pagination.ts';
import { sentFields } from '../../lib/replaced-images.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { validationError } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import { keepSectorSummaries } from './cell-summaries.service.ts';
import * as q from './groups.queries.ts';
import { rosterSize } from './rosters.queries.ts';
import * as sq from './sectors.queries.ts';

/** A group as it answers, read in `db` (a write's transaction: what it just wrote). */
async function readGroup(db: Tx, caller: Caller, groupId: string) {
  const group = await q.groupModel.read(db, { communityId: caller.communityId }, groupId);
  if (!group) throw new AppError('GROUP_NOT_FOUND');
  return group;
}

async function groupOrThrow(db: Tx, caller: Caller, groupId: string) {
  const row = isUuid(groupId)
    ? await q.findGroup(db, { communityId: caller.communityId, groupId })
    : undefined;
  if (!row) throw new AppError('GROUP_NOT_FOUND');
  return row;
}

/** One of the community's sectors (any state), or SECTOR_NOT_FOUND: an id of another community reads as missing. */
async function sectorIdOrThrow(db: Tx, caller: Caller, sectorId: string) {
  const sector = isUuid(sectorId)
    ? await sq.findSectorId(db, { communityId: caller.communityId, sectorId })
    : undefined;
  if (!sector) throw new AppError('SECTOR_NOT_FOUND');
  return sector.id;
}

export async function getGroup({ db }: ServiceDeps, caller: Caller, groupId: string) {
  const group = isUuid(groupId)
    ? await q.groupModel.one(db, { communityId: caller.communityId }, groupId)
    : undefined;
  if (!group) throw new AppError('GROUP_NOT_FOUND');
  return group;
}

export async function listGroups(
  { db }: ServiceDeps,
  caller: Caller,
  query: { onlyActive?: boolean; sectorId?: string; search?: string; page: number; limit: number },
) {
  // Filtering by a sector that is not one of the community's is a 404, like naming it in a path.
  if (query.sectorId) await sectorIdOrThrow(db, caller, query.sectorId);
  const { items, total, active } = await q.listGroups(db, caller.communityId, query);
  return withJsonItems<GroupsPage>(
    { pagination: paginated([], total, query).pagination, activeCount: active },
    items,
  );
}

/** The mobile app's home: the active groups shown in the preview. */
export async function previewGroups({ db }: ServiceDeps, caller: Caller): Promise<Group[]> {
  return jsonList<Group>(await q.listVisibleGroupsJson(db, caller.communityId, { showInPreview: true }));
}

/** The mobile app's list of a sector: its active groups (none when the sector is inactive). */
export async function groupsOfSector(
  { db }: ServiceDeps,
  caller: Caller,
  sectorId: string,
): Promise<Group[]> {
  const id = await sectorIdOrThrow(db, caller, sectorId);
  return jsonList<Group>(await q.listVisibleGroupsJson(db, caller.communityId, { sectorId: id }));
}

/** The sector must be one of the community's (an inactive one only when it is the group's current sector). */
async function checkReferences(tx: Tx, caller: Caller, values: GroupValues, current?: q.GroupRow) {
  const sector = isUuid(values.sectorId)
    ? await sq.lockSector(tx, {
        communityId: caller.communityId,
        sectorId: values.sectorId,
        strength: 'key share',
      })
    : undefined;
  if (!sector) throw new AppError('SECTOR_NOT_FOUND');
  if (!sector.isActive && sector.id !== current?.sectorId) throw new AppError('SECTOR_INACTIVE');
  const ids = [values.leaderId, values.coLeaderId].filter((id): id is string => !!id && isUuid(id));
  const members = ids.length
    ? await q.activeMemberIds(tx, { communityId: caller.communityId, userIds: ids })
    : new Set<string>();
  if (!members.has(values.leaderId)) throw new AppError('LEADER_NOT_MEMBER');
  if (values.coLeaderId && !members.has(values.coLeaderId)) throw new AppError('CO_LEADER_NOT_MEMBER');
}

/** What the audit log records of a group: its fields, with the sector's and leaders' names. */
function auditedFields(g: Group) {
  return {
    name: g.name,
    description: g.description,
    sector: g.sector.name,
    leader: g.leader.name,
    coLeader: g.coLeader?.name ?? null,
    meetingAddress: g.meeting.address,
    meetingDay: g.meeting.day,
    meetingTime: g.meeting.time,
    coordinates: g.meeting.coordinates,
    capacity: g.capacity.total,
    currentMembers: g.capacity.current,
    showInPreview: g.showInPreview,
    whatsappNumber: g.contact.whatsappNumber,
    isOpenToNewMembers: g.isOpenToNewMembers,
    isActive: g.isActive,
  };
}

function columns(values: GroupValues) {
  const { coordinates, ...rest } = values;
  return { ...rest, latitude: coordinates?.lat ?? null, longitude: coordinates?.lng ?? null };
}

export function createGroup({ db }: ServiceDeps, caller: Caller, values: GroupValues): Promise<Group> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, caller, values);
    return createAudited(tx, caller, {
      objectType: 'group',
      audited: auditedFields,
      insert: () => q.insertGroup(tx, { ...columns(values), communityId: caller.communityId }),
      read: (id) => readGroup(tx, caller, id),
    });
  });
}

/** PATCH: the given fields over the stored group, then the whole group is validated as on create. */
export function updateGroup(
  { db }: ServiceDeps,
  caller: Caller,
  groupId: string,
  patch: z.output<typeof groupPatchSchema>,
): Promise<Group> {
  return db.transaction(async (tx) => {
    const current = await groupOrThrow(tx, caller, groupId);
    const merged = groupBodySchema.safeParse({
      name: current.name,
      description: current.description,
      sectorId: current.sectorId,
      leaderId: current.leaderId,
      coLeaderId: current.coLeaderId,
      meetingAddress: current.meetingAddress,
      meetingDay: current.meetingDay,
      meetingTime: current.meetingTime,
      capacity: current.capacity,
      currentMembers: current.currentMembers,
      showInPreview: current.showInPreview,
      whatsappNumber: current.whatsappNumber,
      coordinates: current.latitude !== null ? { lat: current.latitude, lng: current.longitude } : null,
      isOpenToNewMembers: current.isOpenToNewMembers,
      isActive: current.isActive,
      ...sentFields(patch),
    });
    if (!merged.success) throw validationError(merged.error);
    await checkReferences(tx, caller, merged.data, current);
    // Once a group has a roster, its current members are the roster's people (decisions/groups.md).
    if (
      merged.data.currentMembers !== current.currentMembers &&
      (await rosterSize(tx, { communityId: caller.communityId, groupId: current.id })) > 0
    )
      throw new AppError('GROUP_COUNT_FOLLOWS_ROSTER');
    const key = { communityId: caller.communityId, groupId: current.id };
    return updateAudited(tx, caller, {
      objectType: 'group',
      audited: auditedFields,
      id: current.id,
      read: () => readGroup(tx, caller, current.id),
      write: async () => {
        await q.updateGroup(tx, { ...key, values: columns(merged.data) });
        // The cells' weekly summaries count the active cells of each sector.
        if (merged.data.sectorId !== current.sectorId || merged.data.isActive !== current.isActive)
          await keepSectorSummaries(tx, caller.communityId, [current.sectorId, merged.data.sectorId]);
      },
    });
  });
}

export function deleteGroup({ db }: ServiceDeps, caller: Caller, groupId: string) {
  return db.transaction(async (tx) => {
    const row = await groupOrThrow(tx, caller, groupId);
    await q.deleteGroup(tx, { communityId: caller.communityId, groupId: row.id });
    await keepSectorSummaries(tx, caller.communityId, [row.sectorId]);
    await audit(tx, caller, {
      action: 'delete',
      objectType: 'group',
      objectId: row.id,
      changes: { name: row.name, sector: row.sectorName },
    });
  });
}

export function statistics({ db }: ServiceDeps, caller: Caller): Promise<GroupStatistics> {
  return q.groupStatistics(db, caller.communityId);
}
