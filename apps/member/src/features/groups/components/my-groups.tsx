import { badgeTextColor } from '@koinonia/ui/badge-color';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMyGroups } from '../api/my-groups';

const roleLabels = { leader: 'Líder', 'co-leader': 'Colíder', member: 'Miembro' } as const;

/** The person's groups, first on Grupos; a group they lead opens its page (requests, roster, meetings). */
export function MyGroups() {
  const mine = useMyGroups();
  const groups = mine.data?.groups ?? [];
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="my-groups-title">
      <Title order={2} fz="h4" mb="xs" id="my-groups-title">
        Mis grupos
      </Title>
      <Stack gap="xs">
        {groups.map(({ group, role }) => {
          const body = (
            <Group key="body" justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={2}>
                <Group gap={6}>
                  <Text fw={700}>{group.name}</Text>
                  <Badge size="sm" variant="light" color="violet" c={badgeTextColor('violet')}>
                    {roleLabels[role]}
                  </Badge>
                </Group>
                <Text size="sm" c="gray.7">
                  {group.meeting.day} · {group.meeting.time} · {group.capacity.current} personas
                </Text>
              </Stack>
              {role !== 'member' && <IconChevronRight size={20} aria-hidden />}
            </Group>
          );
          return role === 'member' ? (
            <Paper key={group.id} withBorder radius="md" p="sm">
              {body}
            </Paper>
          ) : (
            <Paper
              key={group.id}
              withBorder
              radius="md"
              p="sm"
              component={Link}
              to={`/grupos/${group.id}`}
              aria-label={`Abrir ${group.name}`}
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              {body}
            </Paper>
          );
        })}
      </Stack>
    </section>
  );
}
