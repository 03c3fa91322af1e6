import type { AuditLogPage } from '@koinonia/shared/audit/audit.schemas';
import { api } from '@koinonia/ui/api-client';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { mergePages, pagedQueryOptions } from '../../../lib/paged-query';
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

export function useAuditLog(filters: AuditFilters, enabled: boolean) {
  return useInfiniteQuery({
    ...pagedQueryOptions(auditKeys.list(filters), (page, signal) => fetchAuditLog(filters, page, signal), {
      select: (data) => mergePages(data.pages),
    }),
    // The log is always changing: read it again on each visit.
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled,
  });
}
