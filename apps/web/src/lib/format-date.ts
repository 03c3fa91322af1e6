import { relativeTime } from '@koinonia/shared/common/relative-time';
import dayjs from 'dayjs';
import 'dayjs/locale/es';

/**
 * The one way lists show dates: day, short month and year in Spanish ('5 dic 2026'), with the time
 * after a middle dot when there is one ('5 dic 2026 · 21:00'). Missing values show a dash.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  return dayjs(value).locale('es').format('D MMM YYYY');
}

/** A date and its time of day: '5 dic 2026 · 21:00'. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '—';
  return `${formatDate(value)} · ${dayjs(value).format('HH:mm')}`;
}

/** A date with a separately stored time of day ('21:00'), as an event has. */
export function formatDateAndTime(value: string | Date, time: string | null | undefined): string {
  return time ? `${formatDate(value)} · ${time}` : formatDate(value);
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The spec's relative time ('hace 3 horas', 'hace 2 días'), and past a week the same date as every
 * other list ('16 nov 2026') rather than a long date of its own.
 */
export function formatRelativeDate(value: string | Date, now: Date = new Date()): string {
  const then = typeof value === 'string' ? new Date(value) : value;
  return now.getTime() - then.getTime() < WEEK_MS ? relativeTime(then, now) : formatDate(then);
}
