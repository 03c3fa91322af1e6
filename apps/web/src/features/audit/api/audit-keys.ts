import type { AuditObjectType } from '@koinonia/shared/audit/audit.constants';

/** The filters of the activity screen, as the API takes them (days as YYYY-MM-DD). */
export interface AuditFilters {
  actorId?: string;
  objectType?: AuditObjectType;
  from?: string;
  to?: string;
}

/** Query keys of the activity log: the pages of a filtered list, and the people in the log. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, 'list', filters] as const,
  actors: () => [...auditKeys.all, 'actors'] as const,
};
