import { expect } from 'vitest';
import {
  cellWeekTotals,
  groupJoinRequests,
  groupLastReports,
  groupMeetings,
  groupMembers,
  groups,
  groupVisitors,
  sectors,
} from '../../db/schema.ts';
import { bogotaDay } from '../../lib/days.ts';
import { as, snapshotRows } from '../../test/factories.ts';
import type { IsolationPiece } from '../../test/isolation-kit.ts';

/**
 * Community A's sector and cell, led by A's helper, with A's member on its roster, a meeting with a
 * visitor, and a request to join from A's pastor.
 */
export const isolation: IsolationPiece = async ({ app, db, cast, created }) => {
  const pastor = as(app, cast.a.tokens.pastor);
  const sectorName = 'Sector privado Alfa';
  const groupName = 'Célula privada de la comunidad Alfa';
  const visitorName = 'Visitante privado Alfa';
  const sectorId = await created(pastor, '/api/groups/sectors', { name: sectorName, displayOrder: 1 });
  const groupId = await created(pastor, '/api/groups', {
    name: groupName,
    sectorId,
    leaderId: cast.a.helper.user.id,
    meetingAddress: 'Calle 45 # 12-30',
    meetingDay: 'Miércoles',
    meetingTime: '19:00',
    capacity: 15,
    currentMembers: 0,
    isOpenToNewMembers: true,
  });
  const memberId = cast.a.member.user.id;
  const added = await pastor({
    method: 'POST',
    url: `/api/groups/${groupId}/members`,
    payload: { userId: memberId },
  });
  expect(added.statusCode, added.body).toBe(204);
  const asked = await pastor({ method: 'POST', url: `/api/groups/${groupId}/join-requests` });
  expect(asked.statusCode, asked.body).toBe(201);
  const meeting = await pastor({
    method: 'POST',
    url: `/api/groups/${groupId}/meetings`,
    payload: { date: bogotaDay(new Date()), attendeeIds: [memberId], visitors: [{ name: visitorName }] },
  });
  expect(meeting.statusCode, meeting.body).toBe(201);
  const meetingId: string = meeting.json().id;
  const visitorId: string = meeting.json().visitors[0].id;
  const requestId: string = asked.json().id;

  return {
    snapshot: async () => ({
      ...(await snapshotRows(db, {
        sectors,
        groups,
        groupMembers,
        groupJoinRequests,
        groupMeetings,
        groupVisitors,
      })),
      groupLastReports: await db.select().from(groupLastReports).orderBy(groupLastReports.groupId),
      cellWeekTotals: await db
        .select()
        .from(cellWeekTotals)
        .orderBy(cellWeekTotals.communityId, cellWeekTotals.weekStart, cellWeekTotals.sectorId),
    }),
    secrets: [sectorName, groupName, visitorName, groupId, sectorId, meetingId, visitorId],
    foreign: [
      { method: 'PATCH', url: `/api/groups/sectors/${sectorId}`, payload: { name: 'Otro' } },
      { method: 'DELETE', url: `/api/groups/sectors/${sectorId}` },
      { method: 'GET', url: `/api/groups/by-sector/${sectorId}` },
      { method: 'GET', url: `/api/groups/${groupId}` },
      { method: 'PATCH', url: `/api/groups/${groupId}`, payload: { name: 'Otra' } },
      { method: 'DELETE', url: `/api/groups/${groupId}` },
      { method: 'GET', url: `/api/groups/${groupId}/members` },
      { method: 'GET', url: `/api/groups/${groupId}/candidates` },
      { method: 'POST', url: `/api/groups/${groupId}/members`, payload: { userId: cast.b.member.user.id } },
      { method: 'DELETE', url: `/api/groups/${groupId}/members/${memberId}` },
      { method: 'POST', url: `/api/groups/${groupId}/join-requests` },
      { method: 'GET', url: `/api/groups/${groupId}/join-requests` },
      { method: 'PUT', url: `/api/groups/${groupId}/join-requests/${requestId}`, payload: { accept: true } },
      {
        method: 'POST',
        url: `/api/groups/${groupId}/meetings`,
        payload: { date: bogotaDay(new Date()), attendeeIds: [], visitors: [] },
      },
      { method: 'GET', url: `/api/groups/${groupId}/meetings` },
      { method: 'PATCH', url: `/api/groups/meetings/${meetingId}`, payload: { topic: 'Otro' } },
      { method: 'PUT', url: `/api/groups/follow-up/${visitorId}`, payload: { contacted: true, note: null } },
      { method: 'POST', url: `/api/groups/visitors/${visitorId}/invitation` },
      { method: 'GET', url: `/api/groups/follow-up?sectorId=${sectorId}` },
    ],
    reads: [
      { call: { method: 'GET', url: '/api/groups?limit=100' } },
      { call: { method: 'GET', url: '/api/groups/sectors' } },
      { call: { method: 'GET', url: '/api/groups/mine' } },
      { call: { method: 'GET', url: '/api/groups/health' } },
      { call: { method: 'GET', url: '/api/groups/follow-up' } },
      {
        call: {
          method: 'GET',
          url: `/api/groups/attendance/export?startDate=2020-01-01&endDate=${bogotaDay(new Date())}`,
        },
      },
    ],
  };
};
