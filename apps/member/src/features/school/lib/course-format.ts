import { dayOfWeekLabels } from '@koinonia/shared/school/school.labels';
import type { DayOfWeek, EnrollmentStatus } from '@koinonia/shared/school/school.schemas';
import { canMove } from '@koinonia/shared/school/school.transitions';

/** 'Miércoles · 19:00 a 21:00 · Semanal'. */
export function formatSchedule(schedule: {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  frequency: string;
}): string {
  const day = dayOfWeekLabels[schedule.dayOfWeek as DayOfWeek] ?? '';
  return [day, `${schedule.startTime} a ${schedule.endTime}`, schedule.frequency].filter(Boolean).join(' · ');
}

/** The free places as a person reads them. */
export function formatPlaces(availableSpots: number): string {
  if (availableSpots <= 0) return 'Sin cupos disponibles';
  return availableSpots === 1 ? '1 cupo disponible' : `${availableSpots} cupos disponibles`;
}

/** What each state of an enrollment means for the student. */
export const enrollmentStatusMeaning: Record<EnrollmentStatus, string> = {
  PENDING: 'La escuela revisará tu solicitud y te confirmará el cupo.',
  CONFIRMED: 'Tienes tu cupo en este curso.',
  WAITLIST: 'El curso está lleno: si se libera un cupo, la escuela te confirmará.',
  REJECTED: 'La escuela no aprobó esta inscripción.',
  COMPLETED: 'Terminaste este curso.',
  DROPPED: 'Cancelaste esta inscripción.',
};

/** An enrollment still open (pending, waitlisted or confirmed): the student may cancel it. */
export function isOpenEnrollment(status: EnrollmentStatus): boolean {
  return canMove('cancel', status);
}
