import type { Pagination } from '@koinonia/shared/common/pagination.schemas';
import type {
  JoinRequest,
  Meeting,
  MeetingBody,
  MyGroups,
  RosterCandidates,
  RosterPage,
  VisitorInvitation,
} from '@koinonia/shared/groups/cell-life.schemas';
import { api } from '@koinonia/ui/api-client';

type PageOf<T> = { items: T[]; pagination: Pagination };

import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** A person's cells: the groups they lead or belong to, their requests, and a led group's roster and meetings. */

/** GET /api/groups/mine: my active groups (with my role in each) and my open requests to join. */
export const myGroupsQuery = queryOptions({
  queryKey: ['groups', 'mine'],
  queryFn: ({ signal }) => api<MyGroups>('/groups/mine', { signal }),
});
export const useMyGroups = () => useQuery(myGroupsQuery);

const cellKey = (groupId: string) => ['groups', 'cell', groupId] as const;

/** The whole roster (a group holds at most 100 people), by name, with each person's last attendance. */
export const rosterQuery = (groupId: string) =>
  queryOptions({
    queryKey: [...cellKey(groupId), 'roster'],
    queryFn: ({ signal }) =>
      api<RosterPage>(`/groups/${encodeURIComponent(groupId)}/members`, { query: { limit: 100 }, signal }),
  });

export const joinRequestsQuery = (groupId: string) =>
  queryOptions({
    queryKey: [...cellKey(groupId), 'requests'],
    queryFn: ({ signal }) =>
      api<PageOf<JoinRequest>>(`/groups/${encodeURIComponent(groupId)}/join-requests`, {
        query: { limit: 50 },
        signal,
      }),
  });

export const lastMeetingsQuery = (groupId: string) =>
  queryOptions({
    queryKey: [...cellKey(groupId), 'meetings'],
    queryFn: ({ signal }) =>
      api<PageOf<Meeting>>(`/groups/${encodeURIComponent(groupId)}/meetings`, {
        // Every report a leader may still change (one per day of the last 8) is among them.
        query: { limit: 8 },
        signal,
      }),
  });

function refreshCell(client: QueryClient, groupId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: cellKey(groupId) }),
    client.invalidateQueries({ queryKey: myGroupsQuery.queryKey }),
    client.invalidateQueries({ queryKey: ['groups', 'by-sector'] }),
  ]);
}

/** POST /api/groups/{id}/join-requests: ask to join (pending until the leader answers). */
export function useRequestToJoin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) =>
      api<JoinRequest>(`/groups/${encodeURIComponent(groupId)}/join-requests`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: myGroupsQuery.queryKey }),
  });
}

/** PUT /api/groups/{id}/join-requests/{requestId}: the leader accepts or declines. */
export function useAnswerRequest(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, accept }: { requestId: string; accept: boolean }) =>
      api<JoinRequest>(
        `/groups/${encodeURIComponent(groupId)}/join-requests/${encodeURIComponent(requestId)}`,
        { method: 'PUT', body: { accept } },
      ),
    onSettled: () => refreshCell(client, groupId),
  });
}

/**
 * POST /api/groups/{id}/meetings (the whole meeting in one request), or with `meetingId`
 * PATCH /api/groups/meetings/{meetingId} (the report changed).
 */
export function useSaveMeeting(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ meetingId, body }: { meetingId?: string | undefined; body: MeetingBody }) =>
      meetingId
        ? api<Meeting>(`/groups/meetings/${encodeURIComponent(meetingId)}`, { method: 'PATCH', body })
        : api<Meeting>(`/groups/${encodeURIComponent(groupId)}/meetings`, { method: 'POST', body }),
    onSuccess: () => refreshCell(client, groupId),
  });
}

/** GET /api/groups/{id}/candidates: the community's people the search finds, marked when in the group. */
export const candidatesQuery = (groupId: string, search: string) =>
  queryOptions({
    queryKey: [...cellKey(groupId), 'candidates', search],
    queryFn: ({ signal }) =>
      api<RosterCandidates>(`/groups/${encodeURIComponent(groupId)}/candidates`, {
        query: search ? { search } : {},
        signal,
      }),
    staleTime: 0,
  });

/** POST /api/groups/{id}/members, or DELETE /api/groups/{id}/members/{userId}. */
export function useRosterChange(groupId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, add }: { userId: string; add: boolean }) =>
      add
        ? api<void>(`/groups/${encodeURIComponent(groupId)}/members`, { method: 'POST', body: { userId } })
        : api<void>(`/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(userId)}`, {
            method: 'DELETE',
          }),
    onSettled: () => refreshCell(client, groupId),
  });
}

/** POST /api/groups/visitors/{id}/invitation: the visitor's invitation to join the community. */
export function useInviteVisitor() {
  return useMutation({
    mutationFn: (visitorId: string) =>
      api<VisitorInvitation>(`/groups/visitors/${encodeURIComponent(visitorId)}/invitation`, {
        method: 'POST',
      }),
  });
}
