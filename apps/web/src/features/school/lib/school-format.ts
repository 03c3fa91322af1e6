import { bogotaDay } from '@koinonia/shared/common/days';
import { dayOfWeekLabels } from '@koinonia/shared/school/school.labels';
import {
  type DayOfWeek,
  type EnrollmentStatus,
  enrollmentStatuses,
} from '@koinonia/shared/school/school.schemas';
import type { CourseItem } from '@koinonia/shared/school/school-read.schemas';
import { formatDate } from '../../../lib/format-date';

/** 'Martes · 19:00 - 21:00 · Semanal' (spec §3 schedule, the weekday in Spanish). */
export function formatSchedule(schedule: CourseItem['schedule']): string {
  const day = dayOfWeekLabels[schedule.dayOfWeek as DayOfWeek] ?? '—';
  return `${day} · ${schedule.startTime} - ${schedule.endTime} · ${schedule.frequency}`;
}

/** '3 mar 2026 - 30 jun 2026'. A date-only value is read as that day, wherever the browser is. */
export function formatCourseDates(course: Pick<CourseItem, 'startDate' | 'endDate'>): string {
  return `${formatDay(course.startDate)} - ${formatDay(course.endDate)}`;
}

/** A YYYY-MM-DD shown like every other list date ('3 mar 2026'), without a time-zone shift. */
export function formatDay(day: string): string {
  return formatDate(day.slice(0, 10));
}

/** Today in Bogotá as YYYY-MM-DD (the school's days are Bogotá days). */
export function bogotaToday(now: Date = new Date()): string {
  return bogotaDay(now);
}

/** 'complete' is offered once the course's end date has passed (school.transitions.ts). */
export function courseEnded(endDate: string, now: Date = new Date()): boolean {
  return endDate.slice(0, 10) < bogotaDay(now);
}

/** The enrollment status filter: a status, or 'ALL' ('Todas'). */
export type StatusFilter = EnrollmentStatus | 'ALL';

export function isStatusFilter(value: string | null): value is StatusFilter {
  return value === 'ALL' || (enrollmentStatuses as readonly string[]).includes(value ?? '');
}
