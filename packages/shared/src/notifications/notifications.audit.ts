/** The kinds of object of the notifications domain that the audit log records, with their Spanish labels. */
export const notificationsAuditTypes = {
  broadcast: 'Notificación push',
  devices: 'Dispositivos (limpieza de tokens)',
} as const;
