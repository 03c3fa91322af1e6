/**
 * The community's days are America/Bogota days: UTC-5 all year (no daylight saving), as the news
 * rule reads them. A day is 'YYYY-MM-DD' (bogotaDay, shared with the screens).
 */
export { bogotaDay } from '@koinonia/shared/common/days';

const DAY_MS = 86_400_000;

/** The first instant of a Bogotá day, `plusDays` later (or earlier, when negative). */
export function bogotaDayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00-05:00`);
  return new Date(start.getTime() + plusDays * DAY_MS);
}
