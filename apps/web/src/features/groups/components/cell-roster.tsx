import type { RosterMember, RosterPage } from '@koinonia/shared/groups/cell-life.schemas';
import type { Group as CellGroup } from '@koinonia/shared/groups/groups.schemas';
import { confirmDialog } from '@koinonia/ui/components/confirm-dialog';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { ListFrame, type ListQuery } from '@koinonia/ui/components/list-frame';
import { notifyError, notifySuccess } from '@koinonia/ui/notify';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserMinus, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { type ListColumn, ResponsiveList } from '../../../components/responsive-list';
import { formatDate } from '../../../lib/format-date';
import { CELLS_SAVE_FALLBACK, useAddToRoster, useRemoveFromRoster } from '../api/cell-life';
import { LeaderSelect } from './leader-select';

/** The group's people with their last attendance; pastors and helpers add and remove them. */
export function CellRoster({
  group,
  roster,
  query,
  onPageChange,
}: {
  group: CellGroup;
  roster: RosterPage | undefined;
  query: ListQuery & { isFetching: boolean };
  onPageChange: (page: number) => void;
}) {
  const [person, setPerson] = useState<string | null>(null);
  const add = useAddToRoster();
  const remove = useRemoveFromRoster();
  const full = group.capacity.current >= group.capacity.total;

  function addPerson() {
    if (!person) return;
    add.mutate(
      { groupId: group.id, userId: person },
      {
        onSuccess: () => {
          notifySuccess('Persona agregada a la lista');
          setPerson(null);
        },
        onError: (err) => notifyError(err, CELLS_SAVE_FALLBACK),
      },
    );
  }

  function removePerson(m: RosterMember) {
    confirmDialog({
      title: 'Quitar de la lista',
      message: `¿Quitar a esta persona de la lista de ${group.name}? Sus asistencias pasadas se conservan.`,
      subject: m.user.name,
      confirmLabel: 'Quitar',
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { groupId: group.id, userId: m.user.id },
          {
            onSuccess: () => notifySuccess(`${m.user.name} ya no está en la lista`),
            onError: (err) => notifyError(err, CELLS_SAVE_FALLBACK),
          },
        ),
    });
  }

  const columns: ListColumn<RosterMember>[] = [
    {
      key: 'name',
      header: 'Nombre',
      role: 'title',
      cell: (m) => (
        <Text size="sm" fw={600}>
          {m.user.name}
        </Text>
      ),
    },
    { key: 'phone', header: 'Teléfono', cell: (m) => m.user.phone ?? '—' },
    {
      key: 'last',
      header: 'Última asistencia',
      cell: (m) => (m.lastAttendedOn ? formatDate(m.lastAttendedOn) : 'Aún no asiste'),
    },
    {
      key: 'actions',
      header: 'Acciones',
      hideHeader: true,
      role: 'actions',
      cell: (m) => (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconUserMinus size={16} aria-hidden />}
          onClick={() => removePerson(m)}
          aria-label={`Quitar a ${m.user.name} de la lista`}
        >
          Quitar
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Title order={2} size="h4" id="cell-roster-title">
        Lista del grupo ({group.capacity.current} de {group.capacity.total})
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <LeaderSelect
          label="Agregar persona"
          placeholder={full ? 'El grupo está completo' : 'Buscar miembro'}
          value={person}
          onChange={setPerson}
          known={[]}
          searchable
          disabled={full}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={addPerson}
          disabled={!person || full}
          loading={add.isPending}
        >
          Agregar
        </Button>
      </Group>
      <ListFrame
        query={query}
        errorTitle="Error al cargar la lista del grupo"
        empty={roster?.items.length === 0}
        emptyState={
          <EmptyState
            compact
            icon={<IconUsers size={28} aria-hidden />}
            title="La lista está vacía"
            text="Agrega a las personas del grupo para registrar su asistencia."
            order={3}
          />
        }
        pager={
          roster && {
            pagination: roster.pagination,
            onChange: onPageChange,
            noun: ['persona', 'personas'],
            label: 'Páginas de la lista',
          }
        }
      >
        <ResponsiveList
          items={roster?.items ?? []}
          columns={columns}
          getKey={(m) => m.user.id}
          getLabel={(m) => m.user.name}
          labelledBy="cell-roster-title"
          loading={!roster}
          busy={query.isFetching}
        />
      </ListFrame>
    </Stack>
  );
}
