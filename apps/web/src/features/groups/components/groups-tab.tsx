import type { Group, Sector } from '@koinonia/shared/groups/groups.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { confirmDelete } from '@koinonia/ui/components/confirm-dialog';
import { ErrorBanner } from '@koinonia/ui/components/error-banner';
import { Pager } from '@koinonia/ui/components/pager';
import { notifySuccess } from '@koinonia/ui/notify';
import { Button, Paper, Group as Row, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPinOff, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { GROUPS_PAGE_SIZE, type GroupsPage } from '../api/get-groups';
import { GROUP_DELETE_FALLBACK, useDeleteGroup } from '../api/group-mutations';
import { plural } from '../lib/format';
import { FirstItemCard } from './first-item-card';
import { GroupFormModal } from './group-form-modal';
import { GroupsTable } from './groups-table';
import { GroupsTips } from './groups-tips';

export const NO_SECTORS =
  'No hay sectores disponibles - Debes crear al menos un sector antes de crear grupos';

export interface GroupsTabProps {
  sectors: Sector[];
  groups: GroupsPage;
  page: number;
  onPageChange: (page: number) => void;
  onGoToSectors: () => void;
}

/** Grupos: the table with create, edit and delete, or what to do first when there are no sectors. */
export function GroupsTab({ sectors, groups, page, onPageChange, onGoToSectors }: GroupsTabProps) {
  const [form, setForm] = useState<{ opened: boolean; groupId: string | null }>({
    opened: false,
    groupId: null,
  });
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteGroup();
  const total = groups.pagination.total;
  const pages = Math.ceil(total / GROUPS_PAGE_SIZE);
  const openCreate = () => setForm({ opened: true, groupId: null });

  if (sectors.length === 0) {
    return (
      <Paper withBorder p="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="orange">
            <IconMapPinOff size={30} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>{NO_SECTORS}</Text>
          <Text size="sm" c="gray.7" maw={480}>
            Los grupos se organizan por sector (barrio, localidad o zona). Crea el primero en la pestaña
            Sectores.
          </Text>
          <Button variant="light" onClick={onGoToSectors}>
            Ir a Sectores
          </Button>
        </Stack>
      </Paper>
    );
  }

  function askDelete(group: Group) {
    confirmDelete({
      title: 'Eliminar grupo',
      message: '¿Estás seguro de que deseas eliminar este grupo? Esta acción no se puede deshacer.',
      subject: group.name,
      onConfirm: async () => {
        setDeleteError(null);
        try {
          await remove.mutateAsync(group.id);
          notifySuccess(`Grupo «${group.name}» eliminado exitosamente`);
        } catch (err) {
          setDeleteError(errorMessage(err, GROUP_DELETE_FALLBACK));
        }
      },
    });
  }

  return (
    <Stack gap="md">
      <Row justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} size="h3" id="groups-table-title">
            Grupos
          </Title>
          <Text size="sm" c="gray.7" data-testid="groups-counts">
            {plural(total, 'grupo', 'grupos')} · {plural(groups.activeCount, 'activo', 'activos')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openCreate}>
          Nuevo Grupo
        </Button>
      </Row>

      {deleteError && (
        <ErrorBanner
          variant="light"
          title="No se pudo eliminar el grupo"
          message={deleteError}
          onClose={() => setDeleteError(null)}
        />
      )}

      {total === 0 ? (
        <FirstItemCard
          icon={<IconUsersGroup size={30} aria-hidden />}
          title="No hay grupos creados"
          text="Crea grupos o células para que los miembros encuentren dónde reunirse cerca de su casa."
          createLabel="Crear Primer Grupo"
          onCreate={openCreate}
        />
      ) : (
        <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
          <GroupsTable
            groups={groups.items}
            onEdit={(g) => setForm({ opened: true, groupId: g.id })}
            onDelete={askDelete}
            labelledBy="groups-table-title"
          />
          {pages > 1 && (
            <Row justify="center" mt="md">
              <Pager
                pages={pages}
                page={page}
                onChange={onPageChange}
                size="sm"
                label="Paginación de grupos"
              />
            </Row>
          )}
        </Paper>
      )}

      <GroupsTips />

      <GroupFormModal
        opened={form.opened}
        item={form.groupId}
        sectors={sectors}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
      />
    </Stack>
  );
}
