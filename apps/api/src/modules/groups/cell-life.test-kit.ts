import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  auditLog,
  groupJoinRequests,
  groupMeetings,
  groupMembers,
  groups,
  groupVisitors,
} from '../../db/schema.ts';
import { bogotaDay, bogotaDayStart } from '../../lib/days.ts';
import type { Call } from '../../test/community-cast.ts';
import { as, createMember, login, snapshotRows } from '../../test/factories.ts';
import { useGroupsTestApp } from './groups.test-kit.ts';

/** The day `n` days before today (Bogotá), YYYY-MM-DD. */
export function daysAgo(n: number) {
  return bogotaDay(bogotaDayStart(bogotaDay(new Date()), -n));
}

/**
 * The groups' test app with a cell: a group led by community A's member (no co-leader), and people of
 * the community to put on its roster. The guest leads nothing; the helper and pastor manage every group.
 */
export function useCellTestApp() {
  const k = useGroupsTestApp();
  const db = () => k.t.database.db;

  /** A group of community A led by the member, with `overrides`. */
  async function makeCell(overrides: Record<string, unknown> = {}) {
    const sector = await k.makeSector();
    return k.makeGroup(sector.id, {
      leaderId: k.cast.a.member.user.id,
      coLeaderId: null,
      currentMembers: 0,
      ...overrides,
    });
  }

  /** An active member of community A, with a caller signed in as them. */
  async function makePerson(name: string) {
    const person = await createMember(db(), k.cast.a.community.id, { role: 'MEMBER', name });
    const call: Call = as(k.t.app, await login(k.t.app, person.user.email));
    return { id: person.user.id, name, call };
  }

  async function addToRoster(groupId: string, userId: string, call: Call = k.member) {
    const res = await call({ method: 'POST', url: `/api/groups/${groupId}/members`, payload: { userId } });
    expect(res.statusCode, res.body).toBe(204);
  }

  async function roster(groupId: string, call: Call = k.member, query = '') {
    const res = await call({ method: 'GET', url: `/api/groups/${groupId}/members${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** The audit log's entries of a kind of object, oldest first. */
  function auditOf(objectType: string) {
    return db()
      .select({ action: auditLog.action, actorName: auditLog.actorName, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.communityId, k.cast.a.community.id), eq(auditLog.objectType, objectType)))
      .orderBy(auditLog.createdAt);
  }

  /** Every row of the cells' tables, to prove that a refused call changed nothing. */
  const snapshot = () =>
    snapshotRows(db(), { groups, groupMembers, groupJoinRequests, groupMeetings, groupVisitors });

  return { k, db, makeCell, makePerson, addToRoster, roster, auditOf, snapshot };
}
