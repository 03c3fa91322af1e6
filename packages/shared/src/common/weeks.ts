/**
 * ISO weeks ('2026-W49': Monday to Sunday; week 1 holds the year's first Thursday), on the community's
 * days (YYYY-MM-DD, Bogotá). The cells' summaries are by week.
 */

const DAY_MS = 86_400_000;

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return dayOf(utc(day) + n * DAY_MS);
}

/** 1 (Monday) to 7 (Sunday). */
export function isoWeekday(day: string): number {
  return ((new Date(utc(day)).getUTCDay() + 6) % 7) + 1;
}

/** The ISO week a day falls in. */
export function isoWeekOf(day: string): string {
  const thursday = addDays(day, 4 - isoWeekday(day));
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor((utc(thursday) - utc(`${year}-01-01`)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export const ISO_WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

/** The Monday of an ISO week, or null when it names no week ('2026-W54', '2025-W53'). */
export function isoWeekStart(week: string): string | null {
  const match = ISO_WEEK_PATTERN.exec(week);
  if (!match) return null;
  const [year, n] = [Number(match[1]), Number(match[2])];
  const jan4 = `${year}-01-04`;
  const monday = addDays(addDays(jan4, 1 - isoWeekday(jan4)), (n - 1) * 7);
  return n >= 1 && isoWeekOf(monday) === week ? monday : null;
}
