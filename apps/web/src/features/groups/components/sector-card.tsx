import type { Sector } from '@koinonia/shared/groups/groups.schemas';
import { ActionIcon, ColorSwatch, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { DisabledActionIcon } from '../../../components/disabled-action';
import { plural } from '../lib/format';
import { colorLabel, SectorIcon, StatusBadge } from './sector-visuals';

export const SECTOR_HAS_GROUPS = 'No se puede eliminar: tiene grupos asignados';

export interface SectorCardProps {
  sector: Sector;
  onEdit: (sector: Sector) => void;
  onDelete: (sector: Sector) => void;
}

/** One sector: colour, icon, name, description, order, status, groups and members, edit and delete. */
export function SectorCard({ sector, onEdit, onDelete }: SectorCardProps) {
  const locked = sector.groupCount > 0;
  return (
    <Paper
      withBorder
      p="md"
      component="article"
      aria-label={`Sector ${sector.name}`}
      style={{ borderLeft: `6px solid ${sector.color}` }}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <SectorIcon iconName={sector.iconName} color={sector.color} size={40} />
            <div style={{ minWidth: 0 }}>
              <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {sector.name}
              </Title>
              <Group gap={6} wrap="nowrap">
                <ColorSwatch color={sector.color} size={12} withShadow={false} aria-hidden />
                <Text size="xs" c="gray.7">
                  {colorLabel(sector.color)} · Orden {sector.displayOrder}
                </Text>
              </Group>
            </div>
          </Group>
          <StatusBadge active={sector.isActive} style={{ flexShrink: 0 }} />
        </Group>

        <Text
          size="sm"
          c={sector.description ? 'dark.6' : 'gray.7'}
          fs={sector.description ? undefined : 'italic'}
        >
          {sector.description || 'Sin descripción'}
        </Text>

        <Group justify="space-between" align="flex-end" mt="auto" wrap="nowrap">
          <Text size="sm" c="gray.7">
            <Text span fw={600} c="dark.7">
              {plural(sector.groupCount, 'grupo', 'grupos')}
            </Text>{' '}
            · {sector.totalMembers}/{sector.totalCapacity} miembros
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="violet"
              aria-label={`Editar sector ${sector.name}`}
              onClick={() => onEdit(sector)}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            {locked ? (
              <DisabledActionIcon label={`Eliminar sector ${sector.name}`} reason={SECTOR_HAS_GROUPS}>
                <IconTrash size={18} aria-hidden />
              </DisabledActionIcon>
            ) : (
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={`Eliminar sector ${sector.name}`}
                onClick={() => onDelete(sector)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
