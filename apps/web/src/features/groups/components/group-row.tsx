import type { Group } from '@koinonia/shared/groups/groups.schemas';
import { ActionIcon, Badge, Progress, Group as Row, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { percent } from '../lib/format';
import { SectorBadge, StatusBadge } from './sector-visuals';

export const IN_PREVIEW = 'Visible en el inicio';

export interface GroupRowProps {
  group: Group;
  onEdit: (group: Group) => void;
  onDelete: (group: Group) => void;
}

function occupancyColor(rate: number) {
  if (rate >= 90) return 'red';
  if (rate >= 50) return 'teal';
  return 'yellow';
}

export function GroupRow({ group, onEdit, onDelete }: GroupRowProps) {
  const { capacity, meeting } = group;
  return (
    <Table.Tr data-group-id={group.id}>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Row gap={6} wrap="nowrap">
            <Text fw={600} size="sm">
              {group.name}
            </Text>
            {group.showInPreview && (
              <span role="img" aria-label={IN_PREVIEW} title={IN_PREVIEW} style={{ display: 'inline-flex' }}>
                <IconStarFilled size={16} color="var(--mantine-color-yellow-7)" aria-hidden />
              </span>
            )}
          </Row>
          <SectorBadge name={group.sector.name} color={group.sector.color} size="sm" />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{group.leader.name}</Text>
        {group.coLeader && (
          <Text size="xs" c="gray.7">
            Colíder: {group.coLeader.name}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {meeting.day} · {meeting.time}
        </Text>
        <Text size="xs" c="gray.7" lineClamp={2} maw={220}>
          {meeting.address}
        </Text>
      </Table.Td>
      <Table.Td miw={150}>
        <Row justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={500}>
            {capacity.current}/{capacity.total}
          </Text>
          <Text size="xs" c="gray.7">
            {percent(capacity.occupancyRate)}
          </Text>
        </Row>
        <Progress
          value={Math.min(100, capacity.occupancyRate)}
          color={occupancyColor(capacity.occupancyRate)}
          size="sm"
          mt={4}
          aria-label={`Ocupación de ${group.name}`}
        />
      </Table.Td>
      <Table.Td>
        <Row gap={4}>
          <StatusBadge active={group.isActive} />
          {group.isOpenToNewMembers && (
            <Badge color="blue" variant="light" c="blue.9" tt="none" fw={600}>
              Abierto
            </Badge>
          )}
        </Row>
      </Table.Td>
      <Table.Td>
        <Row gap={4} wrap="nowrap" justify="flex-end">
          <ActionIcon
            variant="subtle"
            color="violet"
            aria-label={`Editar ${group.name}`}
            onClick={() => onEdit(group)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red.9"
            aria-label={`Eliminar ${group.name}`}
            onClick={() => onDelete(group)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Row>
      </Table.Td>
    </Table.Tr>
  );
}
