import type { Community } from '@koinonia/shared/communities/communities.schemas';
import { ActionIcon, Button, Card, Group, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconBuildingChurch, IconCalendar, IconEdit, IconTrash, IconUsers } from '@tabler/icons-react';
import dayjs from 'dayjs';

interface CommunityCardProps {
  community: Community;
  canEdit: boolean;
  onEdit: () => void;
  onShowMembers: () => void;
  onDelete: () => void;
}

/** One community: name, description, member count, creation date and its actions. */
export function CommunityCard({ community, canEdit, onEdit, onShowMembers, onDelete }: CommunityCardProps) {
  const count = community._count.memberships;
  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm" data-testid="community-card">
      <Stack gap="md" h="100%">
        <Group wrap="nowrap" align="flex-start" justify="space-between">
          <Group wrap="nowrap" align="flex-start" gap="md" style={{ minWidth: 0 }}>
            <ThemeIcon size={52} variant="light" color="violet">
              <IconBuildingChurch size={30} aria-hidden />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
                {community.name}
              </Title>
              <Text
                c={community.description ? 'gray.8' : 'gray.7'}
                fs={community.description ? undefined : 'italic'}
                mt={4}
                style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              >
                {community.description || 'Sin descripción'}
              </Text>
            </div>
          </Group>
          {canEdit && (
            <Tooltip label="Eliminar comunidad" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label="Eliminar comunidad"
                onClick={onDelete}
              >
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>

        <Group gap="lg">
          <Group gap={6} wrap="nowrap">
            <IconUsers size={18} color="var(--mantine-color-violet-7)" aria-hidden />
            <Text size="sm" fw={600} c="gray.8">
              {count === 1 ? '1 miembro' : `${count} miembros`}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={18} color="var(--mantine-color-violet-7)" aria-hidden />
            <Text size="sm" c="gray.8">
              Creada el {dayjs(community.createdAt).format('D [de] MMMM [de] YYYY')}
            </Text>
          </Group>
        </Group>

        <Group gap="sm" mt="auto">
          {canEdit && (
            <Button variant="light" leftSection={<IconEdit size={18} aria-hidden />} onClick={onEdit}>
              Editar
            </Button>
          )}
          <Button leftSection={<IconUsers size={18} aria-hidden />} onClick={onShowMembers}>
            Ver Miembros
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
