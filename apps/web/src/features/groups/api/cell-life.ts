import type { CellHealth, FollowUp, FollowUpPerson } from '@koinonia/shared/groups/cell-health.schemas';
import type {
  Meeting,
  MeetingBody,
  MeetingsPage,
  RosterPage,
  VisitorInvitation,
} from '@koinonia/shared/groups/cell-life.schemas';
import { api } from '@koinonia/ui/api-client';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { groupsKeys } from './groups-keys';

/** The cells' life on the dashboard: the week, the follow-up, a cell's roster and meetings. */

export const CELLS_LOAD_FALLBACK = 'Error cargando la vida de las células';
export const CELLS_SAVE_FALLBACK = 'Error guardando los cambios';

export const cellKeys = {
  all: [...groupsKeys.all, 'cells'] as const,
  health: (week: string | undefined) => [...cellKeys.all, 'health', week ?? 'current'] as const,
  followUp: (params: FollowUpParams) => [...cellKeys.all, 'follow-up', params] as const,
  roster: (groupId: string, page: number) => [...cellKeys.all, 'roster', groupId, page] as const,
  meetings: (groupId: string, page: number) => [...cellKeys.all, 'meetings', groupId, page] as const,
};

/** After a write of the cells' life: everything of it again, and the groups' counts (rosters move them). */
export function refreshCellData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cellKeys.all }),
    queryClient.invalidateQueries({ queryKey: groupsKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: groupsKeys.sectors() }),
    queryClient.invalidateQueries({ queryKey: groupsKeys.statistics() }),
  ]);
}

export function useCellHealth(week: string | undefined) {
  return useQuery({
    queryKey: cellKeys.health(week),
    queryFn: ({ signal }) =>
      api<CellHealth>('/groups/health', { query: { week }, signal, fallback: CELLS_LOAD_FALLBACK }),
    placeholderData: keepPreviousData,
  });
}

export interface FollowUpParams {
  sectorId?: string;
  cellsPage: number;
  peoplePage: number;
}

export const FOLLOW_UP_PAGE_SIZE = 10;

export function useFollowUp(params: FollowUpParams) {
  return useQuery({
    queryKey: cellKeys.followUp(params),
    queryFn: ({ signal }) =>
      api<FollowUp>('/groups/follow-up', {
        query: { ...params, limit: FOLLOW_UP_PAGE_SIZE },
        signal,
        fallback: CELLS_LOAD_FALLBACK,
      }),
    placeholderData: keepPreviousData,
  });
}

export function markFollowUp({
  id,
  contacted,
  note,
}: {
  id: string;
  contacted: boolean;
  note: string | null;
}) {
  return api<FollowUpPerson>(`/groups/follow-up/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { contacted, note },
    fallback: CELLS_SAVE_FALLBACK,
  });
}
export const useMarkFollowUp = () => useRefreshingMutation(markFollowUp, refreshCellData);

/** A group holds at most 100 people: its whole roster is one page (the meeting form ticks from it). */
export const ROSTER_PAGE_SIZE = 100;

export const rosterQueryOptions = (groupId: string, page: number) =>
  queryOptions({
    queryKey: cellKeys.roster(groupId, page),
    queryFn: ({ signal }) =>
      api<RosterPage>(`/groups/${encodeURIComponent(groupId)}/members`, {
        query: { page, limit: ROSTER_PAGE_SIZE },
        signal,
        fallback: CELLS_LOAD_FALLBACK,
      }),
    placeholderData: keepPreviousData,
  });

export const MEETINGS_PAGE_SIZE = 20;

export const meetingsQueryOptions = (groupId: string, page: number) =>
  queryOptions({
    queryKey: cellKeys.meetings(groupId, page),
    queryFn: ({ signal }) =>
      api<MeetingsPage>(`/groups/${encodeURIComponent(groupId)}/meetings`, {
        query: { page, limit: MEETINGS_PAGE_SIZE },
        signal,
        fallback: CELLS_LOAD_FALLBACK,
      }),
    placeholderData: keepPreviousData,
  });

export function addToRoster({ groupId, userId }: { groupId: string; userId: string }) {
  return api<void>(`/groups/${encodeURIComponent(groupId)}/members`, {
    method: 'POST',
    body: { userId },
    fallback: CELLS_SAVE_FALLBACK,
  });
}
export const useAddToRoster = () => useRefreshingMutation(addToRoster, refreshCellData);

export function removeFromRoster({ groupId, userId }: { groupId: string; userId: string }) {
  return api<void>(`/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    fallback: CELLS_SAVE_FALLBACK,
  });
}
export const useRemoveFromRoster = () => useRefreshingMutation(removeFromRoster, refreshCellData, 'settled');

export function recordMeeting({ groupId, body }: { groupId: string; body: MeetingBody }) {
  return api<Meeting>(`/groups/${encodeURIComponent(groupId)}/meetings`, {
    method: 'POST',
    body,
    fallback: CELLS_SAVE_FALLBACK,
  });
}
export const useRecordMeeting = () => useRefreshingMutation(recordMeeting, refreshCellData);

export function changeMeeting({ id, body }: { id: string; body: Partial<MeetingBody> }) {
  return api<Meeting>(`/groups/meetings/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    fallback: CELLS_SAVE_FALLBACK,
  });
}
export const useChangeMeeting = () => useRefreshingMutation(changeMeeting, refreshCellData);

export function inviteVisitor(visitorId: string) {
  return api<VisitorInvitation>(`/groups/visitors/${encodeURIComponent(visitorId)}/invitation`, {
    method: 'POST',
    fallback: 'No se pudo crear la invitación',
  });
}
