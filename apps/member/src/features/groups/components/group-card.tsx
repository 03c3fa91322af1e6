import type { Group as GroupItem } from '@koinonia/shared/groups/groups.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin, IconUser, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { JoinButton } from './join-button';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <span style={{ display: 'inline-flex', paddingTop: 2, color: 'var(--mantine-color-gray-7)' }}>
        {icon}
      </span>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** A group: its leaders, when and where it meets, and how full it is. */
export function GroupCard({ group }: { group: GroupItem }) {
  const full = group.capacity.current >= group.capacity.total;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`group-${group.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Title order={3} fz="md" id={`group-${group.id}`}>
            {group.name}
          </Title>
          {full ? (
            <Badge color="gray" variant="light" c={badgeTextColor('gray')} style={{ flex: 'none' }}>
              Cupo lleno
            </Badge>
          ) : group.isOpenToNewMembers ? (
            <Badge color="green" variant="light" c={badgeTextColor('green')} style={{ flex: 'none' }}>
              Abierto
            </Badge>
          ) : null}
        </Group>
        <Line icon={<IconUser size={16} aria-hidden />}>
          Líder: {group.leader.name}
          {group.coLeader && ` · Colíder: ${group.coLeader.name}`}
        </Line>
        <Line icon={<IconClock size={16} aria-hidden />}>
          {group.meeting.day} · {group.meeting.time}
        </Line>
        <Line icon={<IconMapPin size={16} aria-hidden />}>{group.meeting.address}</Line>
        <Line icon={<IconUsers size={16} aria-hidden />}>
          {group.capacity.current} de {group.capacity.total} personas
        </Line>
        <JoinButton group={group} />
      </Stack>
    </Paper>
  );
}
