import { statsFilterLabels } from '@koinonia/shared/members/members.labels';
import type { StatsFilter } from '@koinonia/shared/members/members.schemas';
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';

export interface ActiveFiltersBannerProps {
  filter: StatsFilter | null;
  search: string;
  total: number | undefined;
  onClear: () => void;
}

/** Lists the active filter and search text; shown only while one of them is set. */
export function ActiveFiltersBanner({ filter, search, total, onClear }: ActiveFiltersBannerProps) {
  const text = search.trim();
  if (!filter && !text) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconFilter size={18} aria-hidden />} aria-live="polite">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Text size="sm" fw={600}>
            Filtros activos:
          </Text>
          {filter ? (
            <Badge variant="outline" color="#124f80" tt="none">
              Filtro: {statsFilterLabels[filter]}
            </Badge>
          ) : null}
          {text ? (
            <Badge variant="outline" color="#124f80" tt="none">
              Búsqueda: “{text}”
            </Badge>
          ) : null}
          {total !== undefined ? (
            <Text size="sm" c="gray.8">
              {total === 1 ? '1 resultado' : `${total} resultados`}
            </Text>
          ) : null}
        </Group>
        <Button size="xs" variant="white" color="#124f80" onClick={onClear}>
          Limpiar filtros
        </Button>
      </Group>
    </Alert>
  );
}
