import dayjs from 'dayjs';
import 'dayjs/locale/es';

/** A date as '5 ene. 2025' (Spanish). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  return dayjs(value).locale('es').format('D MMM YYYY');
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  return dayjs(value).locale('es').format('D MMM YYYY, HH:mm');
}

/** The first letter of a name, for the avatar. */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
