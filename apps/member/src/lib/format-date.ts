import { COMMUNITY_TIME_ZONE } from '@koinonia/shared/common/days';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MIDNIGHT_UTC = /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/;

/**
 * A day-only value (YYYY-MM-DD, or that day at midnight UTC as the API answers it) is read from its
 * UTC parts, so no zone moves it to the day before; an instant is read on Bogotá's clock.
 */
function zoneOf(value: string): string {
  return DAY_ONLY.test(value) || MIDNIGHT_UTC.test(value) ? 'UTC' : COMMUNITY_TIME_ZONE;
}

function toDate(value: string): Date {
  return new Date(DAY_ONLY.test(value) ? `${value}T00:00:00Z` : value);
}

/** Formatters by their options and zone: building one costs far more than using it (a list has many dates). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(value: string, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return value;
  const timeZone = zoneOf(value);
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('es-CO', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** A short date with its weekday: 'sáb, 5 dic 2026'. */
export function formatShortDay(value: string): string {
  return format(value, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).replace(
    /\./g,
    '',
  );
}

/** A long date: 'sábado, 5 de diciembre de 2026'. */
export function formatLongDay(value: string): string {
  return format(value, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}
