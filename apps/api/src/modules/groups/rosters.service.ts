import {
  CELL_LIFE_LIMITS,
  type JoinRequest,
  type MyGroups,
  type RosterCandidates,
  type RosterPage,
} from '@koinonia/shared/groups/cell-life.schemas';
import type { Group } from '@koinonia/shared/groups/groups.schemas';
import { dashboardRoles } from '@koinonia/shared/members/members.schemas';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { jsonAnswer, withJsonItems } from '../../lib/json-items.ts';
import { pageWindow, paginated } from '../../lib/pagination.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { Caller } from '../../plugins/auth.ts';
import { leaderOptions } from '../members/members.service.ts';
import { groupModel } from './groups.queries.ts';
import * as q from './rosters.queries.ts';

/** Pastors and helpers manage every group; a group's leader and co-leader manage theirs. */
export function leadsGroup(caller: Caller, group: Pick<q.CellGroup, 'leaderId' | 'coLeaderId'>) {
  return (
    dashboardRoles.includes(caller.role) ||
    group.leaderId === caller.userId ||
    group.coLeaderId === caller.userId
  );
}

/** One of the community's groups (another community's id reads as missing), locked with `strength`. */
export async function cellGroupOrThrow(
  db: Tx,
  caller: Caller,
  groupId: string,
  strength: q.LockStrength | null = 'key share',
) {
  const group = isUuid(groupId)
    ? await q.lockCellGroup(db, { communityId: caller.communityId, groupId }, strength)
    : undefined;
  if (!group) throw new AppError('GROUP_NOT_FOUND');
  return group;
}

/** The group, when the caller may manage it: NOT_GROUP_LEADER otherwise. */
export async function ledGroupOrThrow(
  db: Tx,
  caller: Caller,
  groupId: string,
  strength: q.LockStrength | null = 'key share',
) {
  const group = await cellGroupOrThrow(db, caller, groupId, strength);
  if (!leadsGroup(caller, group)) throw new AppError('NOT_GROUP_LEADER');
  return group;
}

export async function listRoster(
  { db }: ServiceDeps,
  caller: Caller,
  groupId: string,
  query: { page: number; limit: number },
): Promise<RosterPage> {
  // A read: no transaction and no lock (the group is read again by nothing that follows).
  const group = await ledGroupOrThrow(db, caller, groupId, null);
  const key = { communityId: caller.communityId, groupId: group.id };
  const { items, total } = await q.rosterPage(db, { ...key, ...pageWindow(query) });
  return withJsonItems<RosterPage>({ pagination: paginated([], total, query).pagination }, items);
}

/**
 * Adds a person to the roster within the group's capacity (the group row is locked, so two additions
 * never pass the last free place together); a pending request of theirs to this group is answered.
 */
async function addToRoster(tx: Tx, caller: Caller, group: q.CellGroup, person: { id: string; name: string }) {
  const key = { communityId: caller.communityId, groupId: group.id, userId: person.id };
  if (await q.findRosterEntry(tx, key)) throw new AppError('ALREADY_IN_GROUP');
  const size = await q.rosterSize(tx, key);
  if (size >= group.capacity) throw new AppError('GROUP_FULL');
  const id = await q.insertRosterEntry(tx, key);
  await q.syncRosterCount(tx, key);
  await q.acceptPendingOf(tx, { ...key, decidedBy: caller.userId });
  await audit(tx, caller, {
    action: 'create',
    objectType: 'group-member',
    objectId: id,
    changes: { group: group.name, person: person.name },
  });
}

/**
 * The people a leader may add: the community's active members the search finds, by name (at most 20),
 * each marked when already on the roster. Names only: a leader needs no document numbers.
 */
export async function rosterCandidates(
  deps: ServiceDeps,
  caller: Caller,
  groupId: string,
  query: { search?: string | undefined },
): Promise<RosterCandidates> {
  const group = await ledGroupOrThrow(deps.db, caller, groupId, null);
  const options = await leaderOptions(deps, caller, {
    ...(query.search ? { search: query.search } : {}),
    limit: CELL_LIFE_LIMITS.candidates,
  });
  const onRoster = await q.rosterUserIds(deps.db, {
    communityId: caller.communityId,
    groupId: group.id,
    userIds: options.map((o) => o.id),
  });
  return { items: options.map((o) => ({ id: o.id, name: o.name, inGroup: onRoster.has(o.id) })) };
}

export function addRosterMember({ db }: ServiceDeps, caller: Caller, groupId: string, userId: string) {
  return db.transaction(async (tx) => {
    const group = await ledGroupOrThrow(tx, caller, groupId, 'no key update');
    const person = isUuid(userId)
      ? await q.activeMember(tx, { communityId: caller.communityId, userId })
      : undefined;
    if (!person) throw new AppError('ROSTER_PERSON_NOT_MEMBER');
    await addToRoster(tx, caller, group, person);
  });
}

export function removeRosterMember({ db }: ServiceDeps, caller: Caller, groupId: string, userId: string) {
  return db.transaction(async (tx) => {
    const group = await ledGroupOrThrow(tx, caller, groupId, 'no key update');
    const key = { communityId: caller.communityId, groupId: group.id, userId };
    const removed = isUuid(userId) ? await q.deleteRosterEntry(tx, key) : undefined;
    if (!removed) throw new AppError('NOT_IN_ROSTER');
    await q.syncRosterCount(tx, key);
    await audit(tx, caller, {
      action: 'delete',
      objectType: 'group-member',
      objectId: removed.id,
      changes: { group: group.name, userId },
    });
  });
}

async function readJoinRequest(tx: Tx, caller: Caller, id: string): Promise<JoinRequest> {
  const item = await q.readJoinRequest(tx, { communityId: caller.communityId, id });
  if (!item) throw new AppError('JOIN_REQUEST_NOT_FOUND');
  return jsonAnswer<JoinRequest>(item);
}

/** A member asks to join an active group that takes new members; it stays pending until answered. */
export function requestToJoin({ db }: ServiceDeps, caller: Caller, groupId: string): Promise<JoinRequest> {
  return db.transaction(async (tx) => {
    const group = await cellGroupOrThrow(tx, caller, groupId);
    if (!group.isActive || !group.isOpenToNewMembers) throw new AppError('GROUP_CLOSED');
    const key = { communityId: caller.communityId, groupId: group.id, userId: caller.userId };
    if (await q.findRosterEntry(tx, key)) throw new AppError('ALREADY_IN_GROUP');
    const id = await q.insertJoinRequest(tx, key);
    await audit(tx, caller, {
      action: 'create',
      objectType: 'group-join-request',
      objectId: id,
      changes: { group: group.name, person: caller.name },
    });
    return readJoinRequest(tx, caller, id);
  });
}

export async function listJoinRequests(
  { db }: ServiceDeps,
  caller: Caller,
  groupId: string,
  query: { page: number; limit: number },
) {
  const group = await ledGroupOrThrow(db, caller, groupId, null);
  const { items, total } = await q.pendingJoinRequests(db, {
    communityId: caller.communityId,
    groupId: group.id,
    ...pageWindow(query),
  });
  return withJsonItems<{ items: JoinRequest[]; pagination: RosterPage['pagination'] }>(
    { pagination: paginated([], total, query).pagination },
    items,
  );
}

/** The leader's answer: accepting adds the person to the roster (within capacity); declining closes it. */
export function answerJoinRequest(
  { db }: ServiceDeps,
  caller: Caller,
  groupId: string,
  requestId: string,
  accept: boolean,
): Promise<JoinRequest> {
  return db.transaction(async (tx) => {
    const group = await ledGroupOrThrow(tx, caller, groupId, 'no key update');
    const request = isUuid(requestId)
      ? await q.lockJoinRequest(tx, { communityId: caller.communityId, id: requestId })
      : undefined;
    if (!request || request.groupId !== group.id) throw new AppError('JOIN_REQUEST_NOT_FOUND');
    if (request.status !== 'PENDING') throw new AppError('JOIN_REQUEST_ANSWERED');
    if (accept) {
      const person = await q.activeMember(tx, { communityId: caller.communityId, userId: request.userId });
      if (!person) throw new AppError('ROSTER_PERSON_NOT_MEMBER');
      await addToRoster(tx, caller, group, person);
    } else {
      await q.answerJoinRequest(tx, {
        communityId: caller.communityId,
        id: request.id,
        status: 'DECLINED',
        decidedBy: caller.userId,
      });
    }
    await audit(tx, caller, {
      action: 'update',
      objectType: 'group-join-request',
      objectId: request.id,
      changes: { group: group.name, status: { from: 'PENDING', to: accept ? 'ACCEPTED' : 'DECLINED' } },
    });
    return readJoinRequest(tx, caller, request.id);
  });
}

/** The caller's groups and open requests: what the members' app shows under "Mis grupos". */
export async function myGroups({ db }: ServiceDeps, caller: Caller): Promise<MyGroups> {
  const key = { communityId: caller.communityId, userId: caller.userId };
  const [ids, pendingRequests] = await Promise.all([q.myGroupIds(db, key), q.myPendingRequests(db, key)]);
  const items =
    ids.length === 0
      ? []
      : (JSON.parse(
          (
            await groupModel
              .byIds(db)
              .execute({ communityId: caller.communityId, ids: `{${ids.map((i) => i.id).join(',')}}` })
          )[0]?.items ?? '[]',
        ) as Group[]);
  return { groups: items.map((group, i) => ({ group, role: ids[i]!.role })), pendingRequests };
}
