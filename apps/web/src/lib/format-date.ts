import { COMMUNITY_UTC_OFFSET_MINUTES } from '@koinonia/shared/common/days';
import { relativeTime } from '@koinonia/shared/common/relative-time';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as the community reads it: an instant on Bogotá's clock, whatever the browser's zone (the
 * exports and the API's days are Bogotá's too); a bare day ('2026-12-05') is that day, with no zone.
 */
function communityTime(value: string | Date): Dayjs {
  if (typeof value === 'string' && DAY_ONLY.test(value)) return dayjs(value).locale('es');
  return dayjs(value).utcOffset(COMMUNITY_UTC_OFFSET_MINUTES).locale('es');
}

/**
 * The one way lists show dates: day, short month and year in Spanish ('5 dic 2026'), with the time
 * after a middle dot when there is one ('5 dic 2026 · 21:00'). Missing values show a dash.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  return communityTime(value).format('D MMM YYYY');
}

/** A date and its time of day: '5 dic 2026 · 21:00'. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '—';
  return communityTime(value).format('D MMM YYYY · HH:mm');
}

/** A long date: '5 de diciembre de 2026'. */
export function formatLongDate(value: string | Date): string {
  return communityTime(value).format('D [de] MMMM [de] YYYY');
}

/** The time of day, with seconds: '21:04:09'. */
export function formatClock(value: string | Date): string {
  return communityTime(value).format('HH:mm:ss');
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
