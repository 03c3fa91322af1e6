import type { Group } from '@koinonia/shared/groups/groups.schemas';
import { ActionIcon, Badge, Box, Progress, Group as Row, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconPencil, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ListColumn } from '../../../components/responsive-list';
import { percent } from '../lib/format';
import { SectorBadge, StatusBadge } from './sector-visuals';

export const IN_PREVIEW = 'Visible en el inicio';

function occupancyColor(rate: number) {
  if (rate >= 90) return 'red';
  if (rate >= 50) return 'teal';
  return 'yellow';
}

/** The leader and, when there is one, the co-leader. */
function Leaders({ group }: { group: Group }) {
  return (
    <>
      <Text size="sm">{group.leader.name}</Text>
      {group.coLeader && (
        <Text size="xs" c="gray.7">
          Colíder: {group.coLeader.name}
        </Text>
      )}
    </>
  );
}

function Meeting({ group }: { group: Group }) {
  return (
    <>
      <Text size="sm" fw={500}>
        {group.meeting.day} · {group.meeting.time}
      </Text>
      <Text size="xs" c="gray.7" lineClamp={2} maw={220}>
        {group.meeting.address}
      </Text>
    </>
  );
}

function Capacity({ group }: { group: Group }) {
  const { capacity } = group;
  return (
    <>
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
    </>
  );
}

/** The groups list's columns: a table row on a wide screen, a card on a phone. */
export function groupColumns({
  onEdit,
  onDelete,
}: {
  onEdit: (group: Group) => void;
  onDelete: (group: Group) => void;
}): ListColumn<Group>[] {
  return [
    {
      key: 'group',
      header: 'Grupo',
      role: 'title',
      cell: (group) => (
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
      ),
    },
    { key: 'leader', header: 'Líder', cell: (group) => <Leaders group={group} /> },
    { key: 'meeting', header: 'Reunión', cell: (group) => <Meeting group={group} /> },
    {
      key: 'capacity',
      header: 'Capacidad',
      cell: (group) => <Capacity group={group} />,
      // On a card the bar needs a width of its own (a detail is as wide as its content).
      card: (group) => (
        <Box w={200} maw="100%">
          <Capacity group={group} />
        </Box>
      ),
      tdProps: { miw: 150 },
    },
    {
      key: 'status',
      header: 'Estado',
      role: 'status',
      cell: (group) => (
        <Row gap={4}>
          <StatusBadge active={group.isActive} />
          {group.isOpenToNewMembers && (
            <Badge color="blue" variant="light" c="blue.9" tt="none" fw={600}>
              Abierto
            </Badge>
          )}
        </Row>
      ),
    },
    {
      key: 'actions',
      header: 'Acciones',
      role: 'actions',
      thProps: { ta: 'right' },
      cell: (group) => (
        <Row gap={4} wrap="nowrap" justify="flex-end">
          <ActionIcon
            component={Link}
            to={`/groups/${group.id}`}
            variant="subtle"
            color="violet"
            aria-label={`Lista y reuniones de ${group.name}`}
          >
            <IconClipboardList size={18} aria-hidden />
          </ActionIcon>
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
      ),
    },
  ];
}
