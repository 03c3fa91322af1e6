/** The moments of events: "not in the past" in the browser and on the server, and the start in Bogotá. */

/** The moment of an event (a day and an HH:MM) read at a fixed offset from UTC, in minutes. */
function eventMomentAt(day: string, time: string, utcOffsetMinutes: number): number {
  return Date.parse(`${day}T${time}:00Z`) - utcOffsetMinutes * 60_000;
}

/** The browser's rule: the day and time, read in the person's own time zone, are before now. */
export function isEventMomentPast(day: string, time: string, now: Date = new Date()): boolean {
  const local = new Date(`${day}T${time}:00`);
  return local.getTime() < now.getTime();
}

/**
 * The server's rule (the news rule, with a time): it does not know the person's zone, so it refuses a
 * day and time only once they are past everywhere, that is at UTC-12.
 */
export function isEventMomentPastEverywhere(day: string, time: string, now: Date = new Date()): boolean {
  return eventMomentAt(day, time, -12 * 60) < now.getTime();
}

/** The instant an event starts in the community's zone (America/Bogota, UTC-5, no daylight saving). */
export function eventStartInBogota(day: string, time: string): Date {
  return new Date(eventMomentAt(day, time, -5 * 60));
}
