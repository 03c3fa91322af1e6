import type { Community, CommunityBody } from '@koinonia/shared/communities/communities.schemas';
import { errorMessages } from '@koinonia/shared/errors';
import { notifyError, notifySuccess } from '@koinonia/ui/notify';
import { useSession } from '@koinonia/ui/use-session';
import { Alert, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { DisabledButton } from '../../../components/disabled-action';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUpdateCommunity } from '../api/community-mutations';
import { useCommunities } from '../api/get-communities';
import { CommunitiesEmpty, CommunitiesError, CommunitiesLoading } from '../components/communities-states';
import { CommunityCard } from '../components/community-card';
import { CommunityFormModal } from '../components/community-form-modal';
import { CommunityMembersModal } from '../components/community-members-modal';

/**
 * 'Mi Comunidad' (/communities): the user's community, its edit form and its members. Creating and
 * deleting a community is for super admins only (spec section 6), and only pastors and helpers use
 * this dashboard: a pastor sees both actions where they would be, disabled, with the spec's refusal
 * as the reason, so nothing is filled in or confirmed only to be refused.
 */
export function CommunitiesPage() {
  usePageTitle('Mi Comunidad');
  const session = useSession();
  const canEdit = session?.user.role === 'COMMUNITY_ADMIN';
  const communities = useCommunities();
  const update = useUpdateCommunity();
  // The last community stays set while the modals animate closed.
  const [editing, setEditing] = useState<Community | null>(null);
  const [formOpened, setFormOpened] = useState(false);
  const [membersOf, setMembersOf] = useState<Community | null>(null);
  const [membersOpened, setMembersOpened] = useState(false);

  async function save(body: CommunityBody) {
    try {
      await update.mutateAsync(body);
      notifySuccess('Comunidad actualizada exitosamente');
    } catch (error) {
      notifyError(error, 'Error al actualizar la comunidad');
      throw error;
    }
  }

  const list = communities.data ?? [];
  let content: ReactNode;
  if (communities.isPending) content = <CommunitiesLoading />;
  else if (communities.isError)
    content = (
      <CommunitiesError
        error={communities.error}
        onRetry={() => communities.refetch()}
        retrying={communities.isFetching}
      />
    );
  else if (list.length === 0)
    content = <CommunitiesEmpty onReload={() => communities.refetch()} reloading={communities.isFetching} />;
  else
    content = (
      <Stack gap="md">
        {list.map((community) => (
          <CommunityCard
            key={community.id}
            community={community}
            canEdit={canEdit}
            onEdit={() => {
              setEditing(community);
              setFormOpened(true);
            }}
            onShowMembers={() => {
              setMembersOf(community);
              setMembersOpened(true);
            }}
          />
        ))}
      </Stack>
    );

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Mi Comunidad
            </Title>
            <Text c="gray.7" mt={4}>
              Revisa la información de tu comunidad y consulta quiénes forman parte de ella.
            </Text>
          </div>
          {canEdit && (
            <DisabledButton
              reason={errorMessages.CREATE_COMMUNITY_FORBIDDEN}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              Nueva Comunidad
            </DisabledButton>
          )}
        </Group>

        {!canEdit && (
          <Alert color="blue" variant="light" icon={<IconEye aria-hidden />}>
            Tienes acceso de solo lectura: solo los pastores pueden editar la comunidad.
          </Alert>
        )}

        {content}
      </Stack>

      <CommunityFormModal
        opened={formOpened}
        mode="edit"
        initial={editing ? { name: editing.name, description: editing.description } : undefined}
        saving={update.isPending}
        onClose={() => setFormOpened(false)}
        onSubmit={save}
      />
      <CommunityMembersModal
        opened={membersOpened}
        communityName={membersOf?.name ?? ''}
        onClose={() => setMembersOpened(false)}
      />
    </Container>
  );
}
