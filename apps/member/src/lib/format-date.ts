import { type DateClock, spanishLongDay, spanishShortDay } from '@koinonia/shared/common/spanish-dates';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MIDNIGHT_UTC = /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/;

/**
 * A day-only value (YYYY-MM-DD, or that day at midnight UTC as the API answers it) is read from its
 * UTC parts, so no zone moves it to the day before; an instant is read on Bogotá's clock.
 */
function clockOf(value: string): DateClock {
  return DAY_ONLY.test(value) || MIDNIGHT_UTC.test(value) ? 'utc' : 'community';
}

function toDate(value: string): Date {
  return new Date(DAY_ONLY.test(value) ? `${value}T00:00:00Z` : value);
}

/** 'sáb, 5 dic 2026' for a value that is a date (the value itself when it is not). */
export function formatShortDay(value: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? value : spanishShortDay(date, clockOf(value));
}

/** A long date: 'sábado, 5 de diciembre de 2026'. */
export function formatLongDay(value: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? value : spanishLongDay(date, clockOf(value));
}
