import type { Community, CommunityBody } from '@koinonia/shared/communities/communities.schemas';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { confirmDelete } from '../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useCreateCommunity } from '../api/create-community';
import { useDeleteCommunity } from '../api/delete-community';
import { useCommunities } from '../api/get-communities';
import { useUpdateCommunity } from '../api/update-community';
import { CommunitiesEmpty, CommunitiesError, CommunitiesLoading } from '../components/communities-states';
import { CommunityCard } from '../components/community-card';
import { CommunityFormModal } from '../components/community-form-modal';
import { CommunityMembersModal } from '../components/community-members-modal';

type FormState = { mode: 'create' } | { mode: 'edit'; community: Community } | null;

/** 'Mi Comunidad' (/communities): the user's community, its edit form and its members. */
export function CommunitiesPage() {
  const session = useSession();
  const canEdit = session?.user.role === 'COMMUNITY_ADMIN';
  const communities = useCommunities();
  const update = useUpdateCommunity();
  const create = useCreateCommunity();
  const remove = useDeleteCommunity();
  // The last form and community stay set while the modals animate closed.
  const [form, setForm] = useState<FormState>(null);
  const [formOpened, setFormOpened] = useState(false);
  const [membersOf, setMembersOf] = useState<Community | null>(null);
  const [membersOpened, setMembersOpened] = useState(false);
  const openForm = (next: NonNullable<FormState>) => {
    setForm(next);
    setFormOpened(true);
  };

  async function save(body: CommunityBody) {
    try {
      if (form?.mode === 'edit') {
        await update.mutateAsync(body);
        notifySuccess('Comunidad actualizada exitosamente');
      } else {
        await create.mutateAsync(body);
        notifySuccess('Comunidad creada exitosamente');
      }
    } catch (error) {
      notifyError(
        error,
        form?.mode === 'edit'
          ? 'Error al actualizar la comunidad'
          : 'Solo Super Admins pueden crear comunidades',
      );
      throw error;
    }
  }

  function askDelete(community: Community) {
    confirmDelete({
      title: 'Eliminar comunidad',
      message: (
        <Text size="sm">
          ¿Estás seguro de que deseas eliminar la comunidad «{community.name}»? Se perderán sus miembros,
          grupos y contenidos. Esta acción no se puede deshacer.
        </Text>
      ),
      onConfirm: () => {
        remove.mutate(community.id, {
          onSuccess: () => notifySuccess('Comunidad eliminada exitosamente'),
          onError: (error) => notifyError(error, 'Error al eliminar la comunidad'),
        });
      },
    });
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
            onEdit={() => openForm({ mode: 'edit', community })}
            onShowMembers={() => {
              setMembersOf(community);
              setMembersOpened(true);
            }}
            onDelete={() => askDelete(community)}
          />
        ))}
      </Stack>
    );

  const editing = form?.mode === 'edit' ? form.community : undefined;
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
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => openForm({ mode: 'create' })}
            >
              Nueva Comunidad
            </Button>
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
        mode={form?.mode ?? 'edit'}
        initial={editing ? { name: editing.name, description: editing.description } : undefined}
        saving={update.isPending || create.isPending}
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
