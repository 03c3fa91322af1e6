/** Dates as every list shows them ('5 ene 2025', '5 ene 2025 · 14:07'): the one formatter in lib. */
export { formatDate, formatDateTime } from '../../../lib/format-date';

/** The first letter of a name, for the avatar. */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
