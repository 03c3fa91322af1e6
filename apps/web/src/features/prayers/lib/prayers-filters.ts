import { prayerCategoryInfo } from '@koinonia/shared/prayers/prayers.labels';
import { type PrayerCategory, prayersQuerySchema } from '@koinonia/shared/prayers/prayers.schemas';
import { type FieldErrors, schemaErrors } from '@koinonia/ui/schema-form';
import { formatDate } from '../../../lib/format-date';

/** Either side of a yes/no filter, or both ('all'). */
export type TriState = 'all' | 'yes' | 'no';

/** The filters modal's values (spec section 3 "Prayer filters"); the page is the grid's own. */
export interface PrayerFiltersValues {
  category: PrayerCategory | null;
  answered: TriState;
  anonymous: TriState;
  /** YYYY-MM-DD (a Bogotá day, inclusive); '' when not set. */
  startDate: string;
  endDate: string;
}

export const emptyPrayerFilters: PrayerFiltersValues = {
  category: null,
  answered: 'all',
  anonymous: 'all',
  startDate: '',
  endDate: '',
};

const flag = (value: TriState) => (value === 'all' ? undefined : value === 'yes' ? 'true' : 'false');

/** The query parameters of the filters (those not in use left out). */
export function toPrayersQuery(filters: PrayerFiltersValues): Record<string, string | undefined> {
  return {
    category: filters.category ?? undefined,
    isAnswered: flag(filters.answered),
    isAnonymous: flag(filters.anonymous),
    startDate: filters.startDate || undefined,
    endDate: filters.endDate || undefined,
  };
}

/** The filters' problems by the API's own schema (a malformed day, the start after the end). */
export function prayerFilterErrors(filters: PrayerFiltersValues): FieldErrors<PrayerFiltersValues> {
  return schemaErrors<PrayerFiltersValues>(prayersQuerySchema, toPrayersQuery(filters), (path) => {
    const first = String(Array.isArray(path) ? path[0] : String(path).split('.')[0]);
    return first === 'startDate' || first === 'endDate' ? first : undefined;
  });
}

/** How many filters are in use (the badge on 'Filtros'). */
export function activeFilterCount(filters: PrayerFiltersValues): number {
  return Object.values(toPrayersQuery(filters)).filter((v) => v !== undefined).length;
}

export interface FilterChip {
  key: keyof PrayerFiltersValues;
  label: string;
}

/** The chip bar: one removable chip per filter in use, in the modal's order. */
export function filterChips(filters: PrayerFiltersValues): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.category) {
    const info = prayerCategoryInfo[filters.category];
    chips.push({ key: 'category', label: `Categoría: ${info.emoji} ${info.label}` });
  }
  if (filters.answered !== 'all')
    chips.push({ key: 'answered', label: filters.answered === 'yes' ? 'Respondidas' : 'Sin responder' });
  if (filters.anonymous !== 'all')
    chips.push({ key: 'anonymous', label: filters.anonymous === 'yes' ? 'Anónimas' : 'Con nombre' });
  if (filters.startDate) chips.push({ key: 'startDate', label: `Desde: ${formatDate(filters.startDate)}` });
  if (filters.endDate) chips.push({ key: 'endDate', label: `Hasta: ${formatDate(filters.endDate)}` });
  return chips;
}

/** The filters without one of them (a chip's close button). */
export function removeFilter(
  filters: PrayerFiltersValues,
  key: keyof PrayerFiltersValues,
): PrayerFiltersValues {
  return { ...filters, [key]: emptyPrayerFilters[key] };
}
