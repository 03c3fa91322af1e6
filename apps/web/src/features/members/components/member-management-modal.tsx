import type { Membership } from '@koinonia/shared/members/members.schemas';
import { Pager } from '@koinonia/ui/components/pager';
import { Checkbox, Divider, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { RoleBadge, StatusBadge } from '../../../components/member-badges';
import { useMembers } from '../api/get-members';
import { MEMBERS_PAGE_SIZE } from '../api/member-keys';
import { useMemberActions } from '../lib/use-member-actions';
import { ActiveToggleAction } from './member-row-actions';
import { ModalListState } from './modal-list-state';
import { QuickAddMemberForm } from './quick-add-member-form';

export interface MemberManagementModalProps {
  opened: boolean;
  onClose: () => void;
  currentUserId: string | undefined;
}

/** The older member management modal: add by document, list with 'Mostrar inactivos', (de)activate. */
export function MemberManagementModal({ opened, onClose, currentUserId }: MemberManagementModalProps) {
  const [showInactive, setShowInactive] = useState(false);
  const [page, setPage] = useState(1);
  const query = useMembers(
    { page, limit: MEMBERS_PAGE_SIZE, includeInactive: showInactive },
    { enabled: opened },
  );
  const actions = useMemberActions();
  const pages = query.data ? Math.max(1, Math.ceil(query.data.pagination.total / MEMBERS_PAGE_SIZE)) : 1;

  function action(m: Membership) {
    if (m.user.id === currentUserId) {
      return (
        <Text size="xs" c="gray.7" fs="italic">
          Tu cuenta
        </Text>
      );
    }
    return (
      <ActiveToggleAction
        name={m.user.name}
        active={m.isActive}
        pending={actions.pendingId === m.id}
        onDeactivate={() => actions.deactivate(m)}
        onReactivate={() => actions.reactivate(m)}
      />
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Gestión rápida de miembros" size="xl">
      <Stack gap="md">
        <QuickAddMemberForm />
        <Divider />
        <Group justify="space-between">
          <Checkbox
            label="Mostrar inactivos"
            checked={showInactive}
            onChange={(e) => {
              setShowInactive(e.currentTarget.checked);
              setPage(1);
            }}
          />
          {query.isFetching ? <Loader size="xs" aria-label="Actualizando" /> : null}
        </Group>
        <ModalListState query={query} emptyText="No hay miembros para mostrar.">
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" aria-label="Miembros">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Miembro</Table.Th>
                  <Table.Th scope="col">Rol</Table.Th>
                  <Table.Th scope="col">Estado</Table.Th>
                  <Table.Th scope="col">Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data?.items.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {m.user.name}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {m.user.email} · {m.user.documentNumber}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <RoleBadge role={m.role} />
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge isActive={m.isActive} />
                    </Table.Td>
                    <Table.Td>{action(m)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ModalListState>
        {pages > 1 ? (
          <Group justify="flex-end">
            <Pager pages={pages} page={page} onChange={setPage} size="sm" label="Paginación de miembros" />
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
