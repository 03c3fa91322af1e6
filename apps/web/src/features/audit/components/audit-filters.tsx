import { auditObjectTypeLabels, auditObjectTypes } from '@koinonia/shared/audit/audit.constants';
import type { AuditActorOption } from '@koinonia/shared/audit/audit.schemas';
import { Button, Grid, Group, Select, TextInput } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { AuditFilters } from '../api/audit-keys';

export const RANGE_ERROR = 'La fecha final no puede ser anterior a la inicial';

export interface AuditFiltersBarProps {
  value: AuditFilters;
  onChange: (next: AuditFilters) => void;
  actors: AuditActorOption[];
  actorsLoading: boolean;
}

const typeOptions = auditObjectTypes.map((type) => ({ value: type, label: auditObjectTypeLabels[type] }));

/** Persona, tipo de objeto and a range of days (both included); 'Limpiar filtros' when any is set. */
export function AuditFiltersBar({ value, onChange, actors, actorsLoading }: AuditFiltersBarProps) {
  const set = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch });
  const rangeError = value.from && value.to && value.from > value.to ? RANGE_ERROR : undefined;
  const active = Object.values(value).some(Boolean);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Grid gutter="sm" style={{ flex: 1, minWidth: 0 }}>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <Select
            label="Persona"
            placeholder={actorsLoading ? 'Cargando personas...' : 'Todas las personas'}
            data={actors.map((a) => ({ value: a.id, label: a.name }))}
            value={value.actorId ?? null}
            onChange={(actorId) => set({ actorId: actorId ?? undefined })}
            clearable
            searchable
            nothingFoundMessage="Nadie con ese nombre"
            clearButtonProps={{ 'aria-label': 'Quitar el filtro de persona' }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <Select
            label="Tipo de objeto"
            placeholder="Todos los tipos"
            data={typeOptions}
            value={value.objectType ?? null}
            onChange={(objectType) =>
              set({ objectType: (objectType as AuditFilters['objectType']) ?? undefined })
            }
            clearable
            clearButtonProps={{ 'aria-label': 'Quitar el filtro de tipo de objeto' }}
          />
        </Grid.Col>
        {/* The two days side by side, also on a phone. */}
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            type="date"
            label="Desde"
            value={value.from ?? ''}
            max={value.to}
            onChange={(e) => set({ from: e.currentTarget.value || undefined })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            type="date"
            label="Hasta"
            value={value.to ?? ''}
            min={value.from}
            error={rangeError}
            onChange={(e) => set({ to: e.currentTarget.value || undefined })}
          />
        </Grid.Col>
      </Grid>
      {active && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => onChange({})}
        >
          Limpiar filtros
        </Button>
      )}
    </Group>
  );
}
