import type { UserLookup } from '@koinonia/shared/members/members.schemas';
import { api, withMessage } from '@koinonia/ui/api-client';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { memberKeys } from './member-keys';

const NOT_FOUND = 'Usuario no encontrado en el sistema';

/** Finds a registered user by document number; a 404 always reads 'Usuario no encontrado en el sistema'. */
export async function lookupUserByDocument(document: string, signal?: AbortSignal): Promise<UserLookup> {
  try {
    return await api<UserLookup>(`/community/users/by-document/${encodeURIComponent(document.trim())}`, {
      signal,
      fallback: 'Error al buscar el usuario',
    });
  } catch (err) {
    throw withMessage(err, (refusal) => (refusal.status === 404 ? NOT_FOUND : undefined));
  }
}

export function lookupUserQueryOptions(document: string) {
  return queryOptions({
    queryKey: memberKeys.lookup(document.trim()),
    queryFn: ({ signal }) => lookupUserByDocument(document, signal),
    staleTime: 0,
  });
}

/** The wizard searches on demand (a button), so the lookup runs as a mutation. */
export function useLookupUser() {
  return useMutation({ mutationFn: (document: string) => lookupUserByDocument(document) });
}
