/** The kinds of object of the events domain that the audit log records, with their Spanish labels. */
export const eventsAuditTypes = {
  event: 'Evento',
} as const;
