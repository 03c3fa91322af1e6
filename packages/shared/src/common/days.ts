/**
 * The community's days are America/Bogota days: UTC-5 all year (no daylight saving). A day is
 * 'YYYY-MM-DD'. The API and the screens read "today" the same way, whatever the browser's zone.
 */
const BOGOTA_OFFSET_MS = 5 * 3_600_000;

/** The Bogotá day (YYYY-MM-DD) an instant falls on. */
export function bogotaDay(at: Date): string {
  return new Date(at.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}
