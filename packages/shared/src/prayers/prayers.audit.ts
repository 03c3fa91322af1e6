/** The kinds of object of the prayers domain that the audit log records, with their Spanish labels. */
export const prayersAuditTypes = {
  prayer: 'Oración',
} as const;
