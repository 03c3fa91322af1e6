import type { Membership } from '@koinonia/shared/members/members.schemas';
import { QueryError } from '@koinonia/ui/components/query-error';
import { Alert, Anchor, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RoleBadge } from '../../../components/member-badges';
import { type ListColumn, ResponsiveList } from '../../../components/responsive-list';
import { formatDate } from '../../../lib/format-date';
import { COMMUNITY_MEMBERS_LIMIT, useCommunityMembers } from '../api/get-community-members';

/** A member of the community: a table row in a wide modal, a card (name first) on a phone. */
const memberColumns: ListColumn<Membership>[] = [
  {
    key: 'user',
    header: 'Usuario',
    role: 'title',
    cell: (m) => (
      <Text fw={600} size="sm">
        {m.user.name}
      </Text>
    ),
  },
  {
    key: 'email',
    header: 'Correo electrónico',
    cell: (m) => <Text size="sm">{m.user.email}</Text>,
    tdProps: { style: { whiteSpace: 'nowrap' } },
  },
  { key: 'document', header: 'Documento', cell: (m) => <Text size="sm">{m.user.documentNumber}</Text> },
  { key: 'role', header: 'Rol', role: 'status', cell: (m) => <RoleBadge role={m.role} /> },
  {
    key: 'joined',
    header: 'Fecha de ingreso',
    cell: (m) => <Text size="sm">{formatDate(m.joinedAt)}</Text>,
    tdProps: { style: { whiteSpace: 'nowrap' } },
  },
];

interface CommunityMembersModalProps {
  opened: boolean;
  communityName: string;
  onClose: () => void;
}

/** 'Ver Miembros': the first 100 members with user, email, document, role and join date. */
export function CommunityMembersModal({ opened, communityName, onClose }: CommunityMembersModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const members = useCommunityMembers(opened);
  const items = members.data?.items ?? [];
  const total = members.data?.pagination.total ?? 0;

  let body: ReactNode;
  if (members.isPending) {
    body = (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader aria-hidden />
          <Text c="gray.7">Cargando miembros...</Text>
        </Stack>
      </Center>
    );
  } else if (members.isError) {
    body = (
      <QueryError
        query={members}
        fallback="Error al cargar miembros"
        size="sm"
        title="Error al cargar miembros"
      />
    );
  } else if (items.length === 0) {
    body = (
      <Text c="gray.7" ta="center" py="xl">
        Esta comunidad todavía no tiene miembros.
      </Text>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {total === 1 ? '1 miembro' : `${total} miembros`}
        </Text>
        {total > COMMUNITY_MEMBERS_LIMIT && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            Se muestran los primeros {COMMUNITY_MEMBERS_LIMIT} de {total} miembros. Consulta la lista completa
            en{' '}
            <Anchor component={Link} to="/users" fw={600} onClick={onClose}>
              Gestión de Miembros
            </Anchor>
            .
          </Alert>
        )}
        <ResponsiveList
          items={items}
          columns={memberColumns}
          getKey={(m) => m.id}
          getLabel={(m) => m.user.name}
          label={`Miembros de ${communityName}`}
          tableMinWidth={760}
          tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
        />
      </Stack>
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Miembros de ${communityName}`}
      size="min(960px, 94vw)"
      fullScreen={phone}
      centered
    >
      {body}
    </Modal>
  );
}
