import type { CourseCategory, CourseLevel, DayOfWeek, EnrollmentStatus } from './school.schemas.ts';
import type { EnrollmentAction } from './school.transitions.ts';

/** The Spanish names of the school's values (screen, export, report), and their Mantine colours. */
export const courseCategoryLabels: Record<CourseCategory, string> = {
  BIBLIA: 'Biblia',
  TEOLOGIA: 'Teología',
  LIDERAZGO: 'Liderazgo',
  MATRIMONIO: 'Matrimonio',
  JOVENES: 'Jóvenes',
  NINOS: 'Niños',
  MINISTERIO: 'Ministerio',
  EVANGELISMO: 'Evangelismo',
  DISCIPULADO: 'Discipulado',
  ADORACION: 'Adoración',
};

export const courseCategoryColors: Record<CourseCategory, string> = {
  BIBLIA: 'blue',
  TEOLOGIA: 'indigo',
  LIDERAZGO: 'orange',
  MATRIMONIO: 'pink',
  JOVENES: 'grape',
  NINOS: 'yellow',
  MINISTERIO: 'teal',
  EVANGELISMO: 'red',
  DISCIPULADO: 'cyan',
  ADORACION: 'violet',
};

/**
 * A course's state as every screen and report names it. A running course is active and has not ended
 * before today (Bogotá): the dashboard's "Cursos Activos", the statistics and the app's enrollable
 * courses count these. An active course past its end date has ended ("Finalizado"); a hidden one is
 * "Inactivo".
 */
export type CourseState = 'RUNNING' | 'ENDED' | 'INACTIVE';

export function courseState(course: { isActive: boolean; endDate: string }, today: string): CourseState {
  if (!course.isActive) return 'INACTIVE';
  return course.endDate.slice(0, 10) < today ? 'ENDED' : 'RUNNING';
}

export const courseStateLabels: Record<CourseState, string> = {
  RUNNING: 'Activo',
  ENDED: 'Finalizado',
  INACTIVE: 'Inactivo',
};

export const courseStateColors: Record<CourseState, string> = {
  RUNNING: 'green',
  ENDED: 'blue',
  INACTIVE: 'gray',
};

export const courseLevelLabels: Record<CourseLevel, string> = {
  BASICO: 'Básico',
  INTERMEDIO: 'Intermedio',
  AVANZADO: 'Avanzado',
};

export const courseLevelColors: Record<CourseLevel, string> = {
  BASICO: 'green',
  INTERMEDIO: 'yellow',
  AVANZADO: 'red',
};

export const enrollmentStatusLabels: Record<EnrollmentStatus, string> = {
  PENDING: 'Pendiente',
  CONFIRMED: 'Confirmada',
  REJECTED: 'Rechazada',
  WAITLIST: 'Lista de espera',
  COMPLETED: 'Completada',
  DROPPED: 'Retirada',
};

export const enrollmentStatusColors: Record<EnrollmentStatus, string> = {
  PENDING: 'yellow',
  CONFIRMED: 'green',
  REJECTED: 'red',
  WAITLIST: 'orange',
  COMPLETED: 'blue',
  DROPPED: 'gray',
};

export const enrollmentActionLabels: Record<EnrollmentAction, string> = {
  confirm: 'Confirmar',
  waitlist: 'Lista de espera',
  reject: 'Rechazar',
  complete: 'Marcar completada',
  cancel: 'Cancelar inscripción',
};

export const dayOfWeekLabels: Record<DayOfWeek, string> = {
  0: 'Domingo',
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
};

/** Spec §9: a cost of 0 shows 'Gratis'; otherwise Colombian pesos without decimals. */
export function formatCourseCost(cost: number): string {
  return cost === 0 ? 'Gratis' : `$${cost.toLocaleString('es-CO')}`;
}
