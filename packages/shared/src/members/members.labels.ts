import type { Role, StatsFilter } from './members.schemas.ts';

export const roleLabels: Record<Role, string> = {
  COMMUNITY_ADMIN: 'Pastor',
  SECTION_ADMIN: 'Ayudante',
  MEMBER: 'Miembro',
  GUEST: 'Invitado',
};

export const roleDescriptions: Record<Role, string> = {
  COMMUNITY_ADMIN: 'Administración completa: agrega miembros, cambia roles, inactiva y reactiva cuentas.',
  SECTION_ADMIN: 'Puede ver a los miembros y ayudar con la gestión básica; no cambia roles.',
  MEMBER: 'Acceso básico a la aplicación móvil de la comunidad.',
  GUEST: 'Pendiente de confirmación; sin permisos de gestión.',
};

export const roleColors: Record<Role, string> = {
  COMMUNITY_ADMIN: 'violet',
  SECTION_ADMIN: 'blue',
  MEMBER: 'teal',
  GUEST: 'gray',
};

export const statsFilterLabels: Record<StatsFilter, string> = {
  total: 'Total en plataforma',
  oficiales: 'Miembros oficiales',
  pastores: 'Pastores / Admin',
  ayudantes: 'Ayudantes',
  miembros: 'Miembros',
  invitados: 'Invitados / Pendientes',
  inactivos: 'Usuarios inactivados',
};
