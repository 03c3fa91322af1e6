/** The kinds of object of invitations and password-reset links that the audit log records, with their labels. */
export const invitationsAuditTypes = {
  invitation: 'Invitación',
  passwordReset: 'Restablecimiento de contraseña',
} as const;
