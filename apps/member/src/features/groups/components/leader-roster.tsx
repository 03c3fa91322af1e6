import type { RosterMember } from '@koinonia/shared/groups/cell-life.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { SearchField } from '@koinonia/ui/components/search-field';
import { notifyError, notifySuccess } from '@koinonia/ui/notify';
import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formatShortDay as formatDay } from '../../../lib/format-date';
import { candidatesQuery, rosterQuery, useRosterChange } from '../api/my-groups';

/** The group's people as its leader sees them: each one's last attendance, "Quitar", "Agregar persona". */
export function LeaderRoster({
  groupId,
  capacity,
}: {
  groupId: string;
  capacity: { current: number; total: number };
}) {
  const roster = useQuery(rosterQuery(groupId));
  const change = useRosterChange(groupId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<RosterMember | null>(null);

  return (
    <section aria-labelledby="roster-title">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={2} fz="h4" id="roster-title">
          Lista del grupo ({capacity.current} de {capacity.total})
        </Title>
        <Button
          size="xs"
          variant="light"
          mih={36}
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          Agregar persona
        </Button>
      </Group>
      {roster.isError && !roster.data ? (
        <QueryError query={roster} fallback="No se pudo cargar la lista" />
      ) : !roster.data ? (
        <LoadingPanel text="Cargando la lista..." />
      ) : roster.data.items.length === 0 ? (
        <Text size="sm" c="gray.7">
          Aún no hay personas en la lista. Agrégalas, o acepta sus solicitudes para unirse.
        </Text>
      ) : (
        <Paper withBorder radius="md">
          <Stack
            gap={0}
            component="ul"
            aria-label="Personas del grupo"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {roster.data.items.map((m) => (
              <Group key={m.user.id} component="li" justify="space-between" px="sm" py={6} wrap="nowrap">
                <div>
                  <Text size="sm" fw={600}>
                    {m.user.name}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {m.lastAttendedOn ? `Vino el ${formatDay(m.lastAttendedOn)}` : 'Aún no asiste'}
                  </Text>
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  size={44}
                  aria-label={`Quitar a ${m.user.name}`}
                  onClick={() => {
                    change.reset();
                    setRemoving(m);
                  }}
                >
                  <IconUserMinus size={20} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      <ConfirmModal
        opened={removing !== null}
        title="Quitar de la lista"
        text={`¿Quitar a ${removing?.user.name ?? ''} de la lista del grupo? Su asistencia pasada se conserva.`}
        confirmLabel="Quitar"
        pending={change.isPending}
        error={change.error}
        fallback="No se pudo quitar a la persona"
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const name = removing.user.name;
          change.mutate(
            { userId: removing.user.id, add: false },
            {
              onSuccess: () => {
                setRemoving(null);
                notifySuccess(`${name} ya no está en la lista.`);
              },
            },
          );
        }}
      />
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title="Agregar persona"
        radius="md"
        fullScreen={false}
      >
        {adding && <AddPerson groupId={groupId} />}
      </Modal>
    </section>
  );
}

/** A search of the community's people by name, each with "Agregar" (or "En el grupo"). */
function AddPerson({ groupId }: { groupId: string }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useQuery(candidatesQuery(groupId, debounced));
  const change = useRosterChange(groupId);

  return (
    <Stack gap="sm">
      <SearchField
        label="Buscar por nombre"
        value={search}
        onChange={setSearch}
        data-autofocus
        maxLength={100}
      />
      {found.isError && !found.data ? (
        <QueryError query={found} fallback="No se pudo buscar" />
      ) : !found.data ? (
        <LoadingPanel text="Buscando..." />
      ) : found.data.items.length === 0 ? (
        <Text size="sm" c="gray.7">
          No encontramos a nadie con ese nombre en la comunidad.
        </Text>
      ) : (
        <Stack
          gap={0}
          component="ul"
          aria-label="Personas encontradas"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {found.data.items.map((p) => (
            <Group key={p.id} component="li" justify="space-between" py={6} wrap="nowrap">
              <Text size="sm">{p.name}</Text>
              {p.inGroup ? (
                <Text size="xs" c="gray.7">
                  En el grupo
                </Text>
              ) : (
                <Button
                  size="xs"
                  mih={36}
                  aria-label={`Agregar a ${p.name}`}
                  loading={change.isPending && change.variables?.userId === p.id}
                  onClick={() =>
                    change.mutate(
                      { userId: p.id, add: true },
                      {
                        onSuccess: () => notifySuccess(`${p.name} ya es parte del grupo.`),
                        onError: (err) => notifyError(err, `No se pudo agregar a ${p.name}`),
                      },
                    )
                  }
                >
                  Agregar
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {change.isError && (
        <Text size="sm" c="red.9" role="alert">
          {errorMessage(change.error, 'No se pudo agregar a la persona')}
        </Text>
      )}
    </Stack>
  );
}
