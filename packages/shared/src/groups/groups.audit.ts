/** The kinds of object of the groups domain that the audit log records, with their Spanish labels. */
export const groupsAuditTypes = {
  sector: 'Sector',
  group: 'Grupo',
} as const;
