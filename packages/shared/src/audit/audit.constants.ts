/** What the audit log records: the kind of action and the kind of object, with their Spanish labels. */
export const auditActions = ['create', 'update', 'delete', 'deactivate', 'reactivate', 'lookup'] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditObjectTypes = [
  'community',
  'membership',
  'user',
  'sector',
  'group',
  'news',
  'post',
  'comment',
  'prayer',
  'event',
  'instructor',
  'course',
  'enrollment',
  'broadcast',
  'devices',
] as const;
export type AuditObjectType = (typeof auditObjectTypes)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Creó',
  update: 'Modificó',
  delete: 'Eliminó',
  deactivate: 'Inactivó',
  reactivate: 'Reactivó',
  lookup: 'Consultó',
};

export const auditObjectTypeLabels: Record<AuditObjectType, string> = {
  community: 'Comunidad',
  membership: 'Miembro',
  user: 'Usuario (búsqueda por documento)',
  sector: 'Sector',
  group: 'Grupo',
  news: 'Noticia',
  post: 'Publicación',
  comment: 'Comentario de publicación',
  prayer: 'Oración',
  event: 'Evento',
  instructor: 'Instructor',
  course: 'Curso',
  enrollment: 'Inscripción',
  broadcast: 'Notificación push',
  devices: 'Dispositivos (limpieza de tokens)',
};
