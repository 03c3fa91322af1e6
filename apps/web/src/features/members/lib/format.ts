/** Dates as every list shows them ('5 ene 2025', '5 ene 2025 · 14:07'): the one formatter in lib. */
export { formatDate, formatDateTime } from '../../../lib/format-date';
