/**
 * The community's days are America/Bogota days: UTC-5 all year (no daylight saving), as the news
 * rule reads them. A day is 'YYYY-MM-DD'.
 */
const BOGOTA_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The first instant of a Bogotá day, `plusDays` later (or earlier, when negative). */
export function bogotaDayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00-05:00`);
  return new Date(start.getTime() + plusDays * DAY_MS);
}

/** The Bogotá day (YYYY-MM-DD) an instant falls on. */
export function bogotaDay(at: Date): string {
  return new Date(at.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}
