import { auditFieldLabels } from '@koinonia/shared/audit/audit.labels';
import { isFieldChange } from '@koinonia/shared/audit/audit.schemas';
import { sectorColorLabels, sectorIconLabels } from '@koinonia/shared/groups/groups.labels';
import { roleLabels } from '@koinonia/shared/members/members.labels';
import { newsCategories } from '@koinonia/shared/news/news.constants';
import { formatDate, formatDateTime as formatListDateTime } from '../../../lib/format-date';

/** An entry's moment, in Spanish and in the person's own time, as every list writes it: '5 mar 2025 · 14:07'. */
export function formatDateTime(value: string): string {
  return formatListDateTime(value);
}

/** Values stored as codes, shown by their Spanish name. */
const valueLabels: Record<string, Record<string, string>> = {
  role: roleLabels,
  iconName: sectorIconLabels,
  color: sectorColorLabels,
  category: Object.fromEntries(newsCategories.map((c) => [c.id, c.name])),
  viewType: { RECENT: 'Lo más reciente', ACTUALIDAD: 'Actualidad', BOTH: 'Ambas' },
};

const MAX_VALUE = 80;
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** One value of a field as a person reads it. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'vacío';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length ? value.map((v) => formatValue(field, v)).join(', ') : 'ninguna';
  if (typeof value === 'object') {
    const { lat, lng } = value as { lat?: unknown; lng?: unknown };
    if (typeof lat === 'number' && typeof lng === 'number') return `${lat}, ${lng}`;
    return clip(JSON.stringify(value));
  }
  const text = String(value);
  const label = valueLabels[field]?.[text];
  if (label) return label;
  if (isoDateTime.test(text)) return formatDate(text);
  return clip(text);
}

function clip(text: string) {
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

export const fieldLabel = (field: string) => auditFieldLabels[field] ?? field;

export interface ChangeLine {
  field: string;
  label: string;
  /** 'Antes → después' for an update, the value set otherwise. */
  text: string;
}

/** An entry's changes, one line per field: 'Nombre: Norte → Norte Alto', 'Capacidad: 15'. */
export function changeLines(changes: Record<string, unknown> | null): ChangeLine[] {
  return Object.entries(changes ?? {}).map(([field, value]) => ({
    field,
    label: fieldLabel(field),
    text: isFieldChange(value)
      ? `${formatValue(field, value.from)} → ${formatValue(field, value.to)}`
      : formatValue(field, value),
  }));
}
