import type { Membership } from '@koinonia/shared/members/members.schemas';
import { Button, Center, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { LoadError } from '../../../components/load-error';
import { errorMessage } from '../../../lib/api-client';
import type { MembersPage } from '../api/get-members';
import { MEMBERS_PAGE_SIZE } from '../api/member-keys';
import { useMemberActions } from '../lib/use-member-actions';
import { MemberRow } from './member-row';
import { MemberRowActions } from './member-row-actions';
import { MembersPagination } from './members-pagination';

export interface MembersTableProps {
  data: MembersPage | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  /** Pastors see the Actions column. */
  canManage: boolean;
  currentUserId: string | undefined;
  hasFilters: boolean;
  onClearFilters: () => void;
  onOpenDetails: (membership: Membership) => void;
}

const columns = ['Miembro', 'Correo electrónico', 'Documento', 'Rol', 'Estado', 'Fecha de ingreso'];

/** A page of placeholder rows as tall as member rows (avatar, name and email), so nothing moves when the list arrives. */
function LoadingRows({ count, cols }: { count: number; cols: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <Table.Tr key={i}>
      {Array.from({ length: cols }, (_, j) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
        <Table.Td key={j}>
          {j === 0 ? (
            <Group gap="sm" wrap="nowrap" mih={37}>
              <Skeleton circle height={36} />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton h={12} w="70%" radius="sm" />
                <Skeleton h={10} w="90%" radius="sm" />
              </Stack>
            </Group>
          ) : (
            <Skeleton h={18} radius="sm" />
          )}
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

export function MembersTable(props: MembersTableProps) {
  const { data, isLoading, error, canManage, currentUserId } = props;
  const actions = useMemberActions();
  const headers = canManage ? [...columns, 'Acciones'] : columns;

  if (error && !data) {
    return (
      <LoadError
        title="No se pudo cargar la lista de miembros"
        message={errorMessage(error, 'Error al cargar miembros')}
        onRetry={props.onRetry}
        retrying={props.isFetching}
      />
    );
  }

  const items = data?.items ?? [];
  const total = data?.pagination.total ?? 0;
  const pages = data ? Math.max(1, Math.ceil(total / data.pagination.limit)) : 1;

  if (!isLoading && data && items.length === 0) {
    return (
      <Paper withBorder p="xl">
        <Center>
          <Stack align="center" gap="xs">
            <IconUsers size={40} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text fw={600}>No se encontraron miembros</Text>
            <Text size="sm" c="gray.7" ta="center">
              {props.hasFilters
                ? 'Ningún miembro coincide con los filtros o la búsqueda actual.'
                : 'Todavía no hay miembros en la comunidad.'}
            </Text>
            {props.hasFilters ? (
              <Button variant="light" size="xs" onClick={props.onClearFilters}>
                Ver todos los miembros
              </Button>
            ) : null}
          </Stack>
        </Center>
      </Paper>
    );
  }

  return (
    <Paper withBorder p={0}>
      <Table.ScrollContainer minWidth={canManage ? 1040 : 860}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-label="Miembros de la comunidad"
          aria-busy={props.isFetching || undefined}
        >
          <Table.Thead>
            <Table.Tr>
              {headers.map((h) => (
                <Table.Th key={h} scope="col">
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {isLoading ? (
              <LoadingRows count={MEMBERS_PAGE_SIZE} cols={headers.length} />
            ) : (
              items.map((m) => (
                <MemberRow
                  key={m.id}
                  membership={m}
                  onOpenDetails={props.onOpenDetails}
                  actions={
                    canManage ? (
                      <MemberRowActions
                        membership={m}
                        isSelf={m.user.id === currentUserId}
                        pending={actions.pendingId === m.id}
                        pendingRole={actions.pendingId === m.id ? actions.pendingRole : null}
                        onDetails={() => props.onOpenDetails(m)}
                        onChangeRole={(role) => actions.changeRole(m, role)}
                        onDeactivate={() => actions.deactivate(m)}
                        onReactivate={() => actions.reactivate(m)}
                      />
                    ) : undefined
                  }
                />
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data ? (
        <Group justify="space-between" p="sm" gap="sm">
          <Text size="sm" c="gray.7" aria-live="polite">
            {total === 1 ? '1 miembro' : `${total} miembros`}
            {pages > 1 ? ` · página ${props.page} de ${pages}` : ''}
          </Text>
          <MembersPagination total={pages} value={props.page} onChange={props.onPageChange} />
        </Group>
      ) : null}
    </Paper>
  );
}
