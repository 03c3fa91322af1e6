import type {
  CreateInvitationBody,
  Invitation,
  InvitationsPage,
  PasswordResetLink,
} from '@koinonia/shared/invitations/invitations.schemas';
import { api } from '@koinonia/ui/api-client';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { memberKeys } from './member-keys';

/** The invitation links of the community, page by page. */
export const invitationKeys = {
  all: [...memberKeys.all, 'invitations'] as const,
  page: (page: number) => [...invitationKeys.all, page] as const,
};

export const INVITATIONS_PAGE_SIZE = 10;

export function getInvitations(page: number, signal?: AbortSignal): Promise<InvitationsPage> {
  return api<InvitationsPage>('/community/invitations', {
    signal,
    query: { page, limit: INVITATIONS_PAGE_SIZE },
    fallback: 'Error al cargar los enlaces de invitación',
  });
}

export function useInvitations(page: number, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: invitationKeys.page(page),
      queryFn: ({ signal }) => getInvitations(page, signal),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}

export function createInvitation(body: CreateInvitationBody): Promise<Invitation> {
  return api<Invitation>('/community/invitations', {
    method: 'POST',
    body,
    fallback: 'Error al crear el enlace de invitación',
  });
}

export const useCreateInvitation = () =>
  useRefreshingMutation(createInvitation, { queryKey: invitationKeys.all });

/** DELETE revokes the invitation (it stays in the list, 'Revocada'). */
export function revokeInvitation(id: string): Promise<unknown> {
  return api<unknown>(`/community/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallback: 'Error al revocar el enlace de invitación',
  });
}

export const useRevokeInvitation = () =>
  useRefreshingMutation(revokeInvitation, { queryKey: invitationKeys.all }, 'settled');

/** A one-time link for the member to choose a new password in the app (valid 24 hours). */
export function createPasswordResetLink(userId: string): Promise<PasswordResetLink> {
  return api<PasswordResetLink>(`/community/members/${encodeURIComponent(userId)}/password-reset-link`, {
    method: 'POST',
    fallback: 'Error al crear el enlace para restablecer la contraseña',
  });
}

export const useCreatePasswordResetLink = () => useMutation({ mutationFn: createPasswordResetLink });
