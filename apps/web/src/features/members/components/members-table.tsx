import type { Membership } from '@koinonia/shared/members/members.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { LoadError } from '@koinonia/ui/components/load-error';
import { Pager } from '@koinonia/ui/components/pager';
import { Button, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { ResponsiveList } from '../../../components/responsive-list';
import type { MembersPage } from '../api/get-members';
import { MEMBERS_PAGE_SIZE } from '../api/member-keys';
import { useMemberActions } from '../lib/use-member-actions';
import { memberColumns } from './member-row';
import { MemberRowActions } from './member-row-actions';

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

export function MembersTable(props: MembersTableProps) {
  const { data, isLoading, error, canManage, currentUserId } = props;
  const actions = useMemberActions();

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
    <Paper withBorder p={{ base: 'xs', lg: 0 }}>
      {/* A table from 1200 px (its columns need about 1040 px), cards with the name first below. */}
      <ResponsiveList
        items={items}
        columns={memberColumns({
          onOpenDetails: props.onOpenDetails,
          actions: canManage
            ? (m) => (
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
              )
            : undefined,
        })}
        getKey={(m) => m.id}
        getLabel={(m) => m.user.name}
        getItemProps={(m) => ({ 'data-membership-id': m.id, 'data-inactive': !m.isActive || undefined })}
        label="Miembros de la comunidad"
        breakpoint="lg"
        tableMinWidth={canManage ? 1040 : 860}
        tableProps={{ striped: true, highlightOnHover: true, verticalSpacing: 'sm' }}
        busy={props.isFetching}
        loading={isLoading}
        placeholderCount={MEMBERS_PAGE_SIZE}
      />
      {data ? (
        <Group justify="space-between" p="sm" gap="sm">
          <Text size="sm" c="gray.7" aria-live="polite">
            {total === 1 ? '1 miembro' : `${total} miembros`}
            {pages > 1 ? ` · página ${props.page} de ${pages}` : ''}
          </Text>
          <Pager
            pages={pages}
            page={props.page}
            onChange={props.onPageChange}
            size="sm"
            label="Paginación de miembros"
          />
        </Group>
      ) : null}
    </Paper>
  );
}
