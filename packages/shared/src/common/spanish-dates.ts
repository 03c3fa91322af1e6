import { COMMUNITY_UTC_OFFSET_MINUTES } from './days';

/**
 * Dates written in Spanish as Intl writes them for es-CO, without Intl: the first Intl.DateTimeFormat
 * of a page costs a phone tens of milliseconds (it loads the locale's and the zone's data), on the first
 * screen of every tab. The community's clock is Bogotá's, UTC-5 all year (days.ts); a day-only value is
 * read on UTC's. spanish-dates.test.ts checks every day of several years against Intl.
 */

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const WEEKDAYS_SHORT = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const MONTHS_SHORT = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

/** Whose clock a date is read on: the community's (an instant) or UTC's (a day-only value). */
export type DateClock = 'community' | 'utc';

function partsOf(date: Date, clock: DateClock) {
  const shifted = clock === 'utc' ? date : new Date(date.getTime() + COMMUNITY_UTC_OFFSET_MINUTES * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
  };
}

/** 'sábado, 5 de diciembre de 2026' */
export function spanishLongDay(date: Date, clock: DateClock): string {
  const { year, month, day, weekday } = partsOf(date, clock);
  return `${WEEKDAYS[weekday]}, ${day} de ${MONTHS[month]} de ${year}`;
}

/** 'sáb, 5 dic 2026' */
export function spanishShortDay(date: Date, clock: DateClock): string {
  const { year, month, day, weekday } = partsOf(date, clock);
  return `${WEEKDAYS_SHORT[weekday]}, ${day} ${MONTHS_SHORT[month]} ${year}`;
}

/** '5 de diciembre de 2026' */
export function spanishDate(date: Date, clock: DateClock): string {
  const { year, month, day } = partsOf(date, clock);
  return `${day} de ${MONTHS[month]} de ${year}`;
}
