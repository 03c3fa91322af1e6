import { spanishDate } from './spanish-dates';

/**
 * Relative time in Spanish: under 1 hour minutes, under 24 hours hours, under 7 days days,
 * otherwise the date in Spanish locale.
 */
export function relativeTime(date: string | Date, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const diffMs = Math.max(0, now.getTime() - then.getTime());
  const minutes = Math.floor(diffMs / 60_000);
  if (minutes < 60) {
    if (minutes < 1) return 'hace un momento';
    return minutes === 1 ? 'hace 1 minuto' : `hace ${minutes} minutos`;
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? 'hace 1 hora' : `hace ${hours} horas`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? 'hace 1 día' : `hace ${days} días`;
  return spanishDate(then, 'community');
}
