import { NEWS_LIMITS } from './news.schemas.ts';

type PriorityLevel = 'high' | 'medium' | 'low';

/** Row label of a priority: 2 or less Alta (red), 3 Media (yellow), above 3 Baja (grey). */
export function priorityLabel(priority: number): {
  label: 'Alta' | 'Media' | 'Baja';
  color: 'red' | 'yellow' | 'gray';
} {
  if (priority <= 2) return { label: 'Alta', color: 'red' };
  if (priority === 3) return { label: 'Media', color: 'yellow' };
  return { label: 'Baja', color: 'gray' };
}

export function isSliceCard(priority: number): boolean {
  return priority <= NEWS_LIMITS.sliceCardMaxPriority;
}

/**
 * After a drag reorder: renumber by position from 1, capped at 4, and return only the items whose
 * priority changed (they are sent to the server one by one).
 */
export function renumberPriorities<T extends { id: string; priority: number }>(
  ordered: T[],
): { id: string; priority: number }[] {
  return ordered
    .map((item, index) => ({
      id: item.id,
      priority: Math.min(index + 1, NEWS_LIMITS.priority.renumberCap),
      before: item.priority,
    }))
    .filter((x) => x.priority !== x.before)
    .map(({ id, priority }) => ({ id, priority }));
}

/** Sorted as the news table shows them: priority ascending, then newest created first. */
export function compareNews(
  a: { priority: number; createdAt: string },
  b: { priority: number; createdAt: string },
) {
  return a.priority - b.priority || Date.parse(b.createdAt) - Date.parse(a.createdAt);
}

/** The 'Nuevo' badge: published (event date) or created within the last 7 days. */
export function isNew(
  item: { publishedAt: string | null; createdAt: string },
  now: Date = new Date(),
): boolean {
  const window = NEWS_LIMITS.newBadgeDays * 86_400_000;
  return [item.publishedAt, item.createdAt].some((d) => {
    if (!d) return false;
    const age = now.getTime() - Date.parse(d);
    return age >= 0 && age <= window;
  });
}

/** Priority strings of the 'actualidad' helper: high 4, medium 5, low 6 (default 6). */
export function priorityFromString(value: string | null | undefined): number {
  switch (value) {
    case 'high':
      return 4;
    case 'medium':
      return 5;
    default:
      return 6;
  }
}

/** Reverse mapping: 1 and 4 high, 2 and 5 medium, others low. */
export function priorityToString(priority: number): PriorityLevel {
  if (priority === 1 || priority === 4) return 'high';
  if (priority === 2 || priority === 5) return 'medium';
  return 'low';
}

interface ActualidadInput {
  title: string;
  description: string;
  content?: string;
  date?: string | null;
  time?: string | null;
  priority?: PriorityLevel | string | null;
  [key: string]: unknown;
}

/** Maps an 'actualidad'-style input: description → summary, date → publishedAt, time → eventTime, priority string → number. */
export function fromActualidad(input: ActualidadInput) {
  const { description, date, time, priority, ...rest } = input;
  return {
    ...rest,
    summary: description,
    publishedAt: date || null,
    eventTime: time || null,
    priority: priorityFromString(priority),
  };
}

/** The way back: summary → description, publishedAt → date, eventTime → time, priority → string. */
export function toActualidad<
  T extends { summary: string; publishedAt: string | null; eventTime: string | null; priority: number },
>(item: T) {
  const { summary, publishedAt, eventTime, priority, ...rest } = item;
  return {
    ...rest,
    description: summary,
    date: publishedAt,
    time: eventTime,
    priority: priorityToString(priority),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The calendar day (YYYY-MM-DD) at `now`: the local one, or the one at a fixed offset from UTC in
 * minutes (-300 is Colombia).
 */
export function calendarDay(now: Date = new Date(), utcOffsetMinutes?: number): string {
  if (utcOffsetMinutes === undefined)
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const shifted = new Date(now.getTime() + utcOffsetMinutes * 60_000);
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** Whether a YYYY-MM-DD (or ISO) date falls before today (local calendar day, or at a UTC offset). */
export function isBeforeToday(value: string, now: Date = new Date(), utcOffsetMinutes?: number): boolean {
  return value.slice(0, 10) < calendarDay(now, utcOffsetMinutes);
}

/** The westernmost time zone (UTC-12): its day is the last one still "today" somewhere. */
export const EARLIEST_UTC_OFFSET_MINUTES = -12 * 60;

/**
 * The server's event date rule. The browser checks the person's own today; the server, which does
 * not know their time zone, refuses only a day that is over everywhere, so a pastor in Bogotá can
 * still choose today at 9 p.m. (02:00 UTC of the next day).
 */
export function isBeforeTodayEverywhere(value: string, now: Date = new Date()): boolean {
  return isBeforeToday(value, now, EARLIEST_UTC_OFFSET_MINUTES);
}
