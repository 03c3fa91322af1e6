import type { AuditActorOption } from '@koinonia/shared/audit/audit.schemas';
import { api } from '@koinonia/ui/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditKeys } from './audit-keys';

/** The people who appear in the community's log (the options of the 'Persona' filter). */
export const auditActorsQueryOptions = () =>
  queryOptions({
    queryKey: auditKeys.actors(),
    queryFn: ({ signal }) =>
      api<AuditActorOption[]>('/audit-log/actors', {
        signal,
        fallback: 'Error al cargar las personas del registro',
      }),
    staleTime: 0,
  });

export function useAuditActors(enabled: boolean) {
  return useQuery({ ...auditActorsQueryOptions(), enabled });
}
