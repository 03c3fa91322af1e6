import type { PrayerCategory } from '@koinonia/shared/prayers/prayers.schemas';
import { DateRangeFields } from '@koinonia/ui/components/date-range-fields';
import { FormModal } from '@koinonia/ui/components/form-modal';
import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import {
  emptyPrayerFilters,
  type PrayerFiltersValues,
  prayerFilterErrors,
  type TriState,
} from '../lib/prayers-filters';
import { categoryOptions } from './category-options';

interface PrayerFiltersModalProps {
  opened: boolean;
  filters: PrayerFiltersValues;
  onApply: (filters: PrayerFiltersValues) => void;
  onClose: () => void;
}

const answeredOptions = [
  { value: 'all', label: 'Todas' },
  { value: 'yes', label: 'Respondidas' },
  { value: 'no', label: 'Sin responder' },
];
const anonymousOptions = [
  { value: 'all', label: 'Todas' },
  { value: 'yes', label: 'Anónimas' },
  { value: 'no', label: 'Con nombre' },
];

/** 'Filtros de búsqueda' (spec section 2): category, answered, anonymous, start and end date. */
export function PrayerFiltersModal({ opened, filters, onApply, onClose }: PrayerFiltersModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Filtros de búsqueda" size="md" fullScreenBelow="36em">
      <FiltersForm filters={filters} onApply={onApply} onClose={onClose} />
    </FormModal>
  );
}

function FiltersForm({ filters, onApply, onClose }: Omit<PrayerFiltersModalProps, 'opened'>) {
  const [draft, setDraft] = useState(filters);
  const errors = prayerFilterErrors(draft);
  const set = <K extends keyof PrayerFiltersValues>(key: K, value: PrayerFiltersValues[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  return (
    <form
      noValidate
      aria-label="Filtros de búsqueda"
      onSubmit={(e) => {
        e.preventDefault();
        if (Object.keys(errors).length > 0) return;
        onApply(draft);
      }}
    >
      <Stack gap="md">
        <Select
          label="Categoría"
          placeholder="Todas las categorías"
          data={categoryOptions}
          value={draft.category}
          onChange={(v) => set('category', (v as PrayerCategory | null) ?? null)}
          clearable
          clearButtonProps={{ 'aria-label': 'Quitar la categoría' }}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label="Estado"
            data={answeredOptions}
            value={draft.answered}
            onChange={(v) => set('answered', (v ?? 'all') as TriState)}
            allowDeselect={false}
          />
          <Select
            label="Anonimato"
            data={anonymousOptions}
            value={draft.anonymous}
            onChange={(v) => set('anonymous', (v ?? 'all') as TriState)}
            allowDeselect={false}
          />
          <DateRangeFields
            fromLabel="Fecha inicial"
            toLabel="Fecha final"
            from={draft.startDate}
            to={draft.endDate}
            onFromChange={(v) => set('startDate', v)}
            onToChange={(v) => set('endDate', v)}
            fromError={errors.startDate}
            toError={errors.endDate}
          />
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <Button variant="subtle" color="red" c="red.9" onClick={() => setDraft(emptyPrayerFilters)}>
            Limpiar
          </Button>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={Object.keys(errors).length > 0}>
              Aplicar filtros
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
