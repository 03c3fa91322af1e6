import type { AuditLogPage } from '@koinonia/shared/audit/audit.schemas';
import { api } from '@koinonia/ui/api-client';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type AuditFilters, auditKeys } from './audit-keys';

/** Entries per request; 'Cargar más' asks for the next page. */
export const AUDIT_PAGE_SIZE = 25;

/** The person's own time zone, so that 'from' and 'to' are the days they see on the screen. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function fetchAuditLog(filters: AuditFilters, page: number, signal?: AbortSignal) {
  return api<AuditLogPage>('/audit-log', {
    query: { ...filters, tz: timeZone(), page, limit: AUDIT_PAGE_SIZE },
    signal,
    fallback: 'Error al cargar el registro de actividad',
  });
}

export const auditLogQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchAuditLog(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    select: (data) => {
      // An entry written while pages load shifts the pages by one: keep each entry once.
      const byId = new Map(data.pages.flatMap((p) => p.items).map((entry) => [entry.id, entry]));
      return { items: [...byId.values()], total: data.pages.at(-1)?.pagination.total ?? byId.size };
    },
    // The log is always changing: read it again on each visit.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filters: AuditFilters, enabled: boolean) {
  return useInfiniteQuery({ ...auditLogQueryOptions(filters), enabled });
}
