/**
 * The community's days and clock are America/Bogota's: UTC-5 all year (no daylight saving). A day is
 * 'YYYY-MM-DD'. The API, the exports and the screens read dates the same way, whatever the browser's zone.
 */
export const COMMUNITY_TIME_ZONE = 'America/Bogota';

/** Bogotá's offset from UTC, in minutes. */
export const COMMUNITY_UTC_OFFSET_MINUTES = -300;

const BOGOTA_OFFSET_MS = COMMUNITY_UTC_OFFSET_MINUTES * 60_000;

/** The Bogotá day (YYYY-MM-DD) an instant falls on. */
export function bogotaDay(at: Date): string {
  return new Date(at.getTime() + BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}
