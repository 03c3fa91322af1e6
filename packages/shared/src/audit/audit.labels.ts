/**
 * Spanish names of the fields an audit entry's `changes` may hold, for the activity screen. A module
 * that records a new field adds its name here; an unknown field is shown by its key.
 */
export const auditFieldLabels: Record<string, string> = {
  // Shared
  name: 'Nombre',
  description: 'Descripción',
  isActive: 'Activo',
  whatsappNumber: 'WhatsApp',
  // Sectors
  iconName: 'Icono',
  color: 'Color',
  displayOrder: 'Orden',
  // Groups
  sector: 'Sector',
  leader: 'Líder',
  coLeader: 'Colíder',
  meetingAddress: 'Dirección',
  meetingDay: 'Día de reunión',
  meetingTime: 'Hora de reunión',
  coordinates: 'Coordenadas',
  capacity: 'Capacidad',
  currentMembers: 'Miembros actuales',
  showInPreview: 'Destacado en la app',
  isOpenToNewMembers: 'Abierto a nuevos miembros',
  // News
  title: 'Título',
  summary: 'Resumen',
  content: 'Contenido',
  priority: 'Prioridad',
  imageUrl: 'Imagen',
  imageAlt: 'Texto alternativo',
  contactPerson: 'Contacto',
  publishedAt: 'Fecha del evento',
  eventTime: 'Hora del evento',
  location: 'Lugar',
  category: 'Categoría',
  tags: 'Etiquetas',
  viewType: 'Sección',
  isSliceCard: 'Tarjeta de inicio',
  // Posts
  message: 'Mensaje',
  type: 'Tipo',
  authorId: 'Autor',
  postId: 'Publicación',
  parentId: 'Respuesta a',
  repliesDeleted: 'Respuestas eliminadas',
  // Prayers
  isAnonymous: 'Anónima',
  isAnswered: 'Respondida',
  testimony: 'Testimonio',
  // Members and people
  role: 'Rol',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  documentNumber: 'Documento',
  userId: 'Usuario',
  // Invitations
  expiresAt: 'Vence',
  maxUses: 'Usos máximos',
  uses: 'Usos',
  revokedAt: 'Anulada',
  invitation: 'Invitación',
};
