/** The kinds of object of the communities domain that the audit log records, with their Spanish labels. */
export const communitiesAuditTypes = {
  community: 'Comunidad',
} as const;
