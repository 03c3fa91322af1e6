import type { Community } from '@koinonia/shared/communities/communities.schemas';
import { errorMessages } from '@koinonia/shared/errors';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingChurch, IconCalendar, IconEdit, IconTrash, IconUsers } from '@tabler/icons-react';
import { DisabledActionIcon } from '../../../components/disabled-action';
import { formatLongDate } from '../../../lib/format-date';

interface CommunityCardProps {
  community: Community;
  canEdit: boolean;
  onEdit: () => void;
  onShowMembers: () => void;
}

/** One community: name, description, member count, creation date and its actions. */
/**
 * Deleting a community is for super admins only, and no super admin uses this dashboard: a pastor sees
 * the delete button where it would be, disabled, with the reason (no confirmation, no call).
 */
export function CommunityCard({ community, canEdit, onEdit, onShowMembers }: CommunityCardProps) {
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
            <DisabledActionIcon
              label="Eliminar comunidad"
              reason={errorMessages.DELETE_COMMUNITY_FORBIDDEN}
              size="lg"
            >
              <IconTrash size={20} aria-hidden />
            </DisabledActionIcon>
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
              Creada el {formatLongDate(community.createdAt)}
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
