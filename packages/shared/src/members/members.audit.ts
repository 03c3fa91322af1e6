/** The kinds of object of the members domain that the audit log records, with their Spanish labels. */
export const membersAuditTypes = {
  membership: 'Miembro',
  user: 'Usuario (búsqueda por documento)',
} as const;
