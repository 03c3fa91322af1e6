import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { useSession } from '@koinonia/ui/use-session';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff, IconHistory, IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import type { AuditFilters } from '../api/audit-keys';
import { useAuditActors } from '../api/get-audit-actors';
import { useAuditLog } from '../api/get-audit-log';
import { AuditEntries } from '../components/audit-entries';
import { AuditFiltersBar } from '../components/audit-filters';

export const ADMIN_ONLY_MESSAGE =
  'Solo los pastores (administradores de la comunidad) pueden ver el registro de actividad.';

function Header() {
  return (
    <div>
      <Title order={1} fz={{ base: 28, sm: 34 }}>
        Registro de actividad
      </Title>
      <Text c="gray.7" size="sm">
        Quién cambió qué en la comunidad, cuándo y desde qué dirección IP.
      </Text>
    </div>
  );
}

/** 'Registro de actividad' (/activity): the community's audit log, for pastors. */
export function ActivityPage() {
  usePageTitle('Registro de actividad');
  const session = useSession();
  const isPastor = session?.user.role === 'COMMUNITY_ADMIN';
  const [filters, setFilters] = useState<AuditFilters>({});
  const validRange = !filters.from || !filters.to || filters.from <= filters.to;
  const log = useAuditLog(filters, isPastor && validRange);
  const actors = useAuditActors(isPastor);
  const hasFilters = Object.values(filters).some(Boolean);

  if (!isPastor) {
    return (
      <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
        <Stack gap="lg">
          <Header />
          <StatusAlert color="orange" title="Acceso restringido" icon={<IconLock size={18} aria-hidden />}>
            {ADMIN_ONLY_MESSAGE}
          </StatusAlert>
        </Stack>
      </Container>
    );
  }

  const items = log.data?.items ?? [];
  const total = log.data?.total ?? 0;
  let content: ReactNode;
  if (!validRange) {
    // The 'Hasta' field says what is wrong; nothing is asked until the range makes sense.
    content = null;
  } else if (log.isError && !log.data) {
    content = (
      <QueryError
        query={log}
        fallback="Error al cargar el registro de actividad"
        title="No se pudo cargar el registro de actividad"
      />
    );
  } else if (log.isPending) {
    content = <LoadingPanel text="Cargando actividad..." />;
  } else if (items.length === 0) {
    content = (
      <EmptyState
        compact
        icon={<IconHistory size={30} aria-hidden />}
        title="No hay actividad registrada"
        text={
          hasFilters
            ? 'Ningún registro coincide con los filtros elegidos.'
            : 'Aquí aparecerán los cambios que hagan pastores y ayudantes en la comunidad, sus miembros, sectores, grupos y noticias.'
        }
        action={
          hasFilters && (
            <Button
              variant="light"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => setFilters({})}
            >
              Limpiar filtros
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        <Text size="sm" c="gray.7" mb="xs" aria-live="polite">
          {total === 1 ? '1 registro' : `${total} registros`}
          {items.length < total ? ` · se muestran los ${items.length} más recientes` : ''}
        </Text>
        <AuditEntries entries={items} busy={log.isFetching} />
        {log.isError && (
          <QueryError query={log} fallback="Error al cargar el registro de actividad" size="sm" />
        )}
        {log.hasNextPage && (
          <Group justify="center" mt="md">
            <Button variant="light" onClick={() => log.fetchNextPage()} loading={log.isFetchingNextPage}>
              Cargar más
            </Button>
          </Group>
        )}
      </Paper>
    );
  }

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Header />
        <AuditFiltersBar
          value={filters}
          onChange={setFilters}
          actors={actors.data ?? []}
          actorsLoading={actors.isPending}
        />
        {content}
      </Stack>
    </Container>
  );
}
