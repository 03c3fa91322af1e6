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
 * The priority of a news item dropped between two others (a drag in the news table): its own, brought
 * within theirs, so a drag changes a priority only when the item crosses into another one. The ends of
 * the list count as 1 above and 4 below: dropped on top of a priority-2 list, a 4 becomes 2.
 */
export function priorityAfterMove(
  current: number,
  above: number | null | undefined,
  below: number | null | undefined,
): number {
  const range = priorityRangeBetween(above, below);
  return Math.min(Math.max(current, range.min), range.max);
}

/** The range of priorities an item may take between two neighbours (null at an end of the list). */
export function priorityRangeBetween(above: number | null | undefined, below: number | null | undefined) {
  return { min: above ?? NEWS_LIMITS.priority.min, max: below ?? NEWS_LIMITS.priority.max };
}

/**
 * Sorted as the news table shows them: priority ascending, then the place the pastor gave each item
 * within its priority (a new item goes on top), then, for equal places, the larger id first.
 */
export function compareNews(
  a: { id: string; priority: number; position: number },
  b: { id: string; priority: number; position: number },
) {
  return a.priority - b.priority || a.position - b.position || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
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
