import type { PrayerCategory } from './prayers.schemas.ts';

/** Spec §3: each category's Spanish label and emoji, and a colour for its badge and chart slice. */
export const prayerCategoryInfo: Record<PrayerCategory, { label: string; emoji: string; color: string }> = {
  HEALTH: { label: 'Salud', emoji: '🏥', color: 'red' },
  FAMILY: { label: 'Familia', emoji: '👨‍👩‍👧‍👦', color: 'pink' },
  MINISTRY: { label: 'Ministerio', emoji: '⛪', color: 'indigo' },
  TRAVEL: { label: 'Viajes', emoji: '✈️', color: 'cyan' },
  WORK: { label: 'Trabajo', emoji: '💼', color: 'orange' },
  FINANCIAL: { label: 'Finanzas', emoji: '💰', color: 'green' },
  SPIRITUAL: { label: 'Espiritual', emoji: '🙏', color: 'violet' },
  RELATIONSHIPS: { label: 'Relaciones', emoji: '❤️', color: 'grape' },
  OTHER: { label: 'Otros', emoji: '📝', color: 'gray' },
};

/** Spec §8 toasts, verbatim (the spec drops some accents: kept as written). */
export const prayerToasts = {
  loadError: 'Error al cargar las oraciones',
  createError: 'Error al crear la oracion',
  updateError: 'Error al actualizar la oracion',
  deleteError: 'Error al eliminar la oracion',
  testimonyAddError: 'Error al añadir el testimonio',
  testimonyDeleteError: 'Error al eliminar el testimonio',
  created: 'Oracion creada exitosamente',
  updated: 'Oracion actualizada exitosamente',
  deleted: 'Oracion eliminada exitosamente',
  testimonyAdded: 'Testimonio añadido exitosamente',
  testimonyDeleted: 'Testimonio eliminado exitosamente',
  statsError: 'No se pudieron cargar las estadisticas',
} as const;

/** Spec §2 period selector. */
export const prayerPeriodLabels: Record<7 | 30 | 90 | 365, string> = {
  7: 'Últimos 7 días',
  30: 'Últimos 30 días',
  90: 'Últimos 3 meses',
  365: 'Último año',
};
