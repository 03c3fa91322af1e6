/** The kinds of object of the groups domain that the audit log records, with their Spanish labels. */
export const groupsAuditTypes = {
  sector: 'Sector',
  group: 'Grupo',
  'group-member': 'Miembro de grupo',
  'group-join-request': 'Solicitud para unirse a un grupo',
  'group-meeting': 'Reunión de grupo',
  'group-follow-up': 'Seguimiento de una persona',
} as const;
