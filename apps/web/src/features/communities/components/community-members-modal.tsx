import { Alert, Anchor, Center, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { RoleBadge } from '../../../components/member-badges';
import { errorMessage } from '../../../lib/api-client';
import { COMMUNITY_MEMBERS_LIMIT, useCommunityMembers } from '../api/get-community-members';

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
      <LoadError
        size="sm"
        title="Error al cargar miembros"
        message={errorMessage(members.error, 'Error al cargar miembros')}
        onRetry={() => members.refetch()}
        retrying={members.isFetching}
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
        <Table.ScrollContainer
          type="native"
          minWidth={760}
          tabIndex={0}
          role="region"
          aria-label="Tabla de miembros (desplazable)"
        >
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={`Miembros de ${communityName}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Usuario</Table.Th>
                <Table.Th>Correo electrónico</Table.Th>
                <Table.Th>Documento</Table.Th>
                <Table.Th>Rol</Table.Th>
                <Table.Th>Fecha de ingreso</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td fw={600}>{m.user.name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{m.user.email}</Table.Td>
                  <Table.Td>{m.user.documentNumber}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <RoleBadge role={m.role} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {dayjs(m.joinedAt).format('D MMM YYYY')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
