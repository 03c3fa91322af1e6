import { formatCount } from '@koinonia/ui/format-number';
import { Badge, Button, Group, Text, Title } from '@mantine/core';
import { IconChartPie, IconFilter, IconPlus, IconRefresh, IconX } from '@tabler/icons-react';
import { formatClock } from '../../../lib/format-date';
import type { FilterChip, PrayerFiltersValues } from '../lib/prayers-filters';

interface PrayersHeaderProps {
  totals: { prayers: number; answered: number } | undefined;
  activeFilters: number;
  statsShown: boolean;
  /** When the grid's data last came (ms), 0 before the first answer. */
  updatedAt: number;
  refreshing: boolean;
  onNew: () => void;
  onFilters: () => void;
  onToggleStats: () => void;
  onRefresh: () => void;
}

/** The page's title, the community's counts, and its buttons (spec section 2). */
export function PrayersHeader(props: PrayersHeaderProps) {
  const { totals, activeFilters } = props;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1}>Centro de Oración</Title>
        <Text c="gray.7" aria-live="polite">
          {totals
            ? `${formatCount(totals.prayers)} ${totals.prayers === 1 ? 'oración' : 'oraciones'} en la comunidad · ${formatCount(totals.answered)} ${totals.answered === 1 ? 'respondida' : 'respondidas'}`
            : 'Peticiones de oración y testimonios de la comunidad'}
        </Text>
      </div>
      <Group gap="xs" wrap="wrap">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={props.onNew}>
          Nueva Oración
        </Button>
        <Button
          variant="default"
          leftSection={<IconFilter size={18} aria-hidden />}
          rightSection={
            activeFilters > 0 ? (
              <Badge size="sm" circle color="violet" aria-hidden>
                {activeFilters}
              </Badge>
            ) : undefined
          }
          aria-label={
            activeFilters > 0
              ? `Filtros (${activeFilters} ${activeFilters === 1 ? 'activo' : 'activos'})`
              : 'Filtros'
          }
          onClick={props.onFilters}
        >
          Filtros
        </Button>
        <Button
          variant={props.statsShown ? 'light' : 'default'}
          leftSection={<IconChartPie size={18} aria-hidden />}
          aria-expanded={props.statsShown}
          aria-controls="prayer-analytics"
          onClick={props.onToggleStats}
        >
          {props.statsShown ? 'Ocultar estadísticas' : 'Mostrar estadísticas'}
        </Button>
        <Group gap={6} wrap="nowrap">
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden />}
            loading={props.refreshing}
            onClick={props.onRefresh}
          >
            Actualizar
          </Button>
          {props.updatedAt > 0 && (
            <Text size="xs" c="gray.7">
              Actualizado a las {formatClock(new Date(props.updatedAt))}
            </Text>
          )}
        </Group>
      </Group>
    </Group>
  );
}

interface FilterChipsProps {
  chips: FilterChip[];
  onRemove: (key: keyof PrayerFiltersValues) => void;
  onClear: () => void;
}

/** The active filters as removable chips, and 'Limpiar filtros' (spec section 2). */
export function FilterChipsBar({ chips, onRemove, onClear }: FilterChipsProps) {
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label="Filtros activos">
      {chips.map((chip) => (
        <Button
          key={chip.key}
          variant="light"
          size="compact-sm"
          radius="xl"
          rightSection={<IconX size={14} aria-hidden />}
          aria-label={`Quitar filtro ${chip.label}`}
          onClick={() => onRemove(chip.key)}
        >
          {chip.label}
        </Button>
      ))}
      <Button variant="subtle" size="compact-sm" color="red" c="red.9" onClick={onClear}>
        Limpiar filtros
      </Button>
    </Group>
  );
}
