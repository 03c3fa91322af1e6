import type { ErrorDefinitions } from '../common/error-definitions.ts';

/** The groups domain's errors: the HTTP status and the Spanish text a person reads. */
export const groupsErrors = {
  SECTOR_NOT_FOUND: { status: 404, message: 'El sector no existe' },
  GROUP_NOT_FOUND: { status: 404, message: 'El grupo no existe' },
  SECTOR_HAS_GROUPS: { status: 409, message: 'No se puede eliminar: tiene grupos asignados' },
  SECTOR_INACTIVE: { status: 400, message: 'El sector seleccionado está inactivo' },
  LEADER_NOT_MEMBER: { status: 404, message: 'El líder debe ser un miembro activo de la comunidad' },
  CO_LEADER_NOT_MEMBER: { status: 404, message: 'El colíder debe ser un miembro activo de la comunidad' },
  SECTOR_NAME_TAKEN: { status: 409, message: 'Ya existe un sector con este nombre' },
} as const satisfies ErrorDefinitions;
