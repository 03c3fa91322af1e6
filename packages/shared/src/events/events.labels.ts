import { EVENTS_LIMITS, type EventCategory, type EventStatus } from './events.schemas.ts';

/** Spec §3: each category's name, emoji and colour (a Mantine colour). */
export const eventCategoryInfo: Record<EventCategory, { name: string; emoji: string; color: string }> = {
  conferencia: { name: 'Conferencia', emoji: '🎤', color: 'blue' },
  retiro: { name: 'Retiro', emoji: '🏕️', color: 'green' },
  curso: { name: 'Curso', emoji: '📚', color: 'indigo' },
  concierto: { name: 'Concierto', emoji: '🎵', color: 'grape' },
  seminario: { name: 'Seminario', emoji: '🎓', color: 'cyan' },
  'evento-especial': { name: 'Evento Especial', emoji: '⭐', color: 'yellow' },
  juventud: { name: 'Juventud', emoji: '🔥', color: 'orange' },
  niños: { name: 'Niños', emoji: '🧸', color: 'pink' },
  default: { name: 'General', emoji: '📅', color: 'gray' },
};

/** Spec §4, §9: status labels; any other value shows as 'Desconocido'. */
export const eventStatusLabels: Record<EventStatus, string> = {
  upcoming: 'Próximo',
  ongoing: 'En Curso',
  completed: 'Completado',
  cancelled: 'Cancelado',
};
export const eventStatusColors: Record<EventStatus, string> = {
  upcoming: 'blue',
  ongoing: 'green',
  completed: 'gray',
  cancelled: 'red',
};
export function eventStatusLabel(status: string): string {
  return (eventStatusLabels as Record<string, string>)[status] ?? 'Desconocido';
}

/** Spec §5: priority options. */
export const eventPriorityLabels: Record<number, string> = {
  1: 'Destacado',
  2: 'Alta',
  3: 'Normal',
  4: 'Baja',
};

/** The screen's texts the spec quotes. */
export const eventTexts = {
  noSession: 'Debes iniciar sesión para acceder a la gestión de eventos.',
  free: 'Gratis',
  hide: 'Ocultar',
  show: 'Mostrar',
} as const;

/** Built at first use (a formatter costs a few milliseconds to build). */
let copFormat: Intl.NumberFormat | undefined;

/** Spec §9: Colombian pesos without decimals; 'Gratis' when null or 0. */
export function formatEventPrice(price: number | null | undefined): string {
  if (!price) return eventTexts.free;
  copFormat ??= new Intl.NumberFormat('es-CO', {
    style: 'currency',
    currency: 'COP',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return copFormat.format(price);
}

/** Spec §9: a 24-hour HH:MM shown as 12-hour with AM/PM ('7:30 PM'). */
export function formatEventTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  if (Number.isNaN(h) || Number.isNaN(m)) return time;
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * Spec §9: a date-only value (midnight UTC, or YYYY-MM-DD) shown from its UTC parts as day/month/year,
 * so no time zone moves it to the day before.
 */
export function formatEventDay(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
}

/** Spec §9: the compact row's summary, cut at 70 characters with an ellipsis. */
export function compactEventSummary(summary: string): string {
  return summary.length > EVENTS_LIMITS.compactSummary
    ? `${summary.slice(0, EVENTS_LIMITS.compactSummary).trimEnd()}...`
    : summary;
}
