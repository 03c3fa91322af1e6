import type { Membership, Role } from '@koinonia/shared/members/members.schemas';
import { IconAction } from '@koinonia/ui/components/icon-action';
import { Pager } from '@koinonia/ui/components/pager';
import { Group, Loader, Modal, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { RoleBadge } from '../../../components/member-badges';
import { useMembers } from '../api/get-members';
import { MEMBERS_PAGE_SIZE } from '../api/member-keys';
import { useMemberActions } from '../lib/use-member-actions';
import { roleOptions } from './member-row-actions';
import { ModalListState } from './modal-list-state';
import { RoleDescriptionsCard } from './role-descriptions-card';

export interface RoleManagementModalProps {
  opened: boolean;
  onClose: () => void;
  currentUserId: string | undefined;
}

/** The older role-management modal: inline edit (save or cancel, confirmed) and the role descriptions. */
export function RoleManagementModal({ opened, onClose, currentUserId }: RoleManagementModalProps) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ id: string; role: Role } | null>(null);
  const query = useMembers({ page, limit: MEMBERS_PAGE_SIZE }, { enabled: opened });
  const actions = useMemberActions();
  const pages = query.data ? Math.max(1, Math.ceil(query.data.pagination.total / MEMBERS_PAGE_SIZE)) : 1;

  function row(m: Membership) {
    const name = m.user.name;
    const isEditing = editing?.id === m.id;
    return (
      <Table.Tr key={m.id}>
        <Table.Td>
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Text size="xs" c="gray.7">
            {m.user.email}
          </Text>
        </Table.Td>
        <Table.Td>
          {isEditing ? (
            <NativeSelect
              size="xs"
              w={130}
              aria-label={`Nuevo rol de ${name}`}
              data={roleOptions}
              value={editing.role}
              onChange={(e) => setEditing({ id: m.id, role: e.currentTarget.value as Role })}
            />
          ) : (
            <RoleBadge role={m.role} />
          )}
        </Table.Td>
        <Table.Td>
          {m.user.id === currentUserId ? (
            <Text size="xs" c="gray.7" fs="italic">
              Tu cuenta
            </Text>
          ) : isEditing ? (
            <Group gap={4} wrap="nowrap">
              <IconAction
                tooltip="Guardar"
                color="green.9"
                variant="light"
                label={`Guardar rol de ${name}`}
                loading={actions.pendingId === m.id}
                onClick={() => actions.confirmChangeRole(m, editing.role, () => setEditing(null))}
              >
                <IconCheck size={16} aria-hidden />
              </IconAction>
              <IconAction
                tooltip="Cancelar"
                color="gray.8"
                label={`Cancelar edición de ${name}`}
                onClick={() => setEditing(null)}
              >
                <IconX size={16} aria-hidden />
              </IconAction>
            </Group>
          ) : (
            <IconAction
              tooltip="Editar rol"
              color="violet.8"
              label={`Editar rol de ${name}`}
              onClick={() => setEditing({ id: m.id, role: m.role })}
            >
              <IconPencil size={16} aria-hidden />
            </IconAction>
          )}
        </Table.Td>
      </Table.Tr>
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Gestión de roles" size="xl">
      <Stack gap="md">
        <RoleDescriptionsCard />
        <ModalListState query={query} emptyText="No hay miembros activos.">
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" aria-label="Roles de los miembros activos">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Miembro</Table.Th>
                  <Table.Th scope="col">Rol</Table.Th>
                  <Table.Th scope="col">Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{query.data?.items.map(row)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ModalListState>
        <Group justify="space-between">
          {query.isFetching ? <Loader size="xs" aria-label="Actualizando" /> : <span />}
          <Pager pages={pages} page={page} onChange={setPage} size="sm" label="Paginación de miembros" />
        </Group>
      </Stack>
    </Modal>
  );
}
