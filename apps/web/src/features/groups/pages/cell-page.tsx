import type { Meeting } from '@koinonia/shared/groups/cell-life.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { FormModal } from '@koinonia/ui/components/form-modal';
import { ListFrame } from '@koinonia/ui/components/list-frame';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { LoadingSpinner } from '@koinonia/ui/components/loading-spinner';
import { QueryError } from '@koinonia/ui/components/query-error';
import { StatCardGrid, type StatCardItem } from '@koinonia/ui/components/stat-card';
import { VisitorInviteButton } from '@koinonia/ui/components/visitor-invite-button';
import { formatCount, formatOneDecimal } from '@koinonia/ui/format-number';
import { Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarCheck,
  IconCalendarStats,
  IconPlus,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { type ListColumn, ResponsiveList } from '../../../components/responsive-list';
import { formatDate } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  CELLS_LOAD_FALLBACK,
  inviteVisitor,
  meetingsQueryOptions,
  rosterQueryOptions,
} from '../api/cell-life';
import { useGroup } from '../api/get-group';
import { CellRoster } from '../components/cell-roster';
import { MeetingForm } from '../components/meeting-form';

const CellAttendanceChart = lazy(() =>
  import('../components/cell-attendance-chart').then((m) => ({ default: m.CellAttendanceChart })),
);

interface CellFigures {
  meetings: number;
  average: number;
  visitors: number;
}

const cards: StatCardItem<CellFigures>[] = [
  { label: 'Reuniones', color: 'blue', icon: IconCalendarCheck, value: (f) => formatCount(f.meetings) },
  {
    label: 'Asistencia promedio',
    color: 'violet',
    icon: IconUsers,
    value: (f) => formatOneDecimal(f.average),
  },
  { label: 'Visitantes', color: 'grape', icon: IconUserPlus, value: (f) => formatCount(f.visitors) },
];

/** A cell's page (/groups/:id): its attendance over time, its roster and its meeting reports. */
export function CellPage() {
  const { id = '' } = useParams();
  const group = useGroup(id);
  const [rosterPage, setRosterPage] = useState(1);
  const [meetingsPage, setMeetingsPage] = useState(1);
  const [editing, setEditing] = useState<Meeting | 'new' | null>(null);
  const roster = useQuery(rosterQueryOptions(id, rosterPage));
  const meetings = useQuery(meetingsQueryOptions(id, meetingsPage));
  usePageTitle(group.data ? `${group.data.name} · Células` : 'Célula');

  if (group.isError && !group.data)
    return (
      <Container size="xl" py="lg">
        <QueryError query={group} title="No se pudo cargar la célula" fallback={CELLS_LOAD_FALLBACK} />
      </Container>
    );
  if (!group.data) return <LoadingPanel text="Cargando la célula..." />;
  const g = group.data;
  const items = meetings.data?.items ?? [];
  const held = items.filter((m) => m.held);
  const figures: CellFigures | undefined = meetings.data && {
    meetings: meetings.data.pagination.total,
    average: held.length ? held.reduce((sum, m) => sum + m.attendanceCount, 0) / held.length : 0,
    visitors: items.reduce((sum, m) => sum + m.visitors.length, 0),
  };

  const meetingColumns: ListColumn<Meeting>[] = [
    {
      key: 'date',
      header: 'Fecha',
      role: 'title',
      cell: (m) => (
        <Text fw={600} size="sm">
          {formatDate(m.date)}
        </Text>
      ),
    },
    {
      key: 'held',
      header: 'Estado',
      role: 'status',
      cell: (m) =>
        m.held ? (
          <Badge color="teal" variant="light" c={badgeTextColor('teal')}>
            Se reunió
          </Badge>
        ) : (
          <Badge color="orange" variant="light" c={badgeTextColor('orange')}>
            No se reunió
          </Badge>
        ),
    },
    { key: 'attendance', header: 'Asistentes', cell: (m) => formatCount(m.attendanceCount) },
    {
      key: 'visitors',
      header: 'Visitantes',
      cell: (m) =>
        m.visitors.length === 0 ? (
          '0'
        ) : (
          <Stack gap={4}>
            {m.visitors.map((v) => (
              <Group key={v.id} gap={6} wrap="nowrap">
                <Text size="sm">{v.name}</Text>
                <VisitorInviteButton visitor={v} invite={inviteVisitor} size="compact-xs" />
              </Group>
            ))}
          </Stack>
        ),
    },
    { key: 'topic', header: 'Tema', cell: (m) => m.topic ?? '—' },
    {
      key: 'actions',
      header: 'Acciones',
      hideHeader: true,
      role: 'actions',
      cell: (m) => (
        <Button
          size="xs"
          variant="default"
          onClick={() => setEditing(m)}
          aria-label={`Editar la reunión del ${formatDate(m.date)}`}
        >
          Editar
        </Button>
      ),
    },
  ];

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/groups?tab=celulas" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            Volver a Células
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{g.name}</Title>
            <Text c="gray.7">
              {g.sector.name} · Líder: {g.leader.name}
              {g.coLeader ? ` · Colíder: ${g.coLeader.name}` : ''} · {g.meeting.day} {g.meeting.time}
            </Text>
          </div>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing('new')}
            disabled={!roster.data}
          >
            Registrar reunión
          </Button>
        </Group>

        <StatCardGrid label="Resumen de la célula" cards={cards} data={figures} busy={meetings.isFetching} />
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h5" mb="sm" id="cell-attendance-title">
            Asistencia por reunión
          </Title>
          {meetings.data ? (
            held.length === 0 ? (
              <Text size="sm" c="gray.7">
                Aún no hay reuniones registradas.
              </Text>
            ) : (
              <Suspense fallback={<LoadingSpinner label="Cargando gráfica" />}>
                <CellAttendanceChart meetings={items} labelledBy="cell-attendance-title" />
              </Suspense>
            )
          ) : (
            <LoadingSpinner label="Cargando gráfica" />
          )}
        </Paper>

        <CellRoster group={g} roster={roster.data} query={roster} onPageChange={setRosterPage} />

        <Stack gap="sm">
          <Title order={2} size="h4" id="cell-meetings-title">
            Reuniones
          </Title>
          <ListFrame
            query={meetings}
            errorTitle="Error al cargar las reuniones"
            empty={items.length === 0}
            emptyState={
              <EmptyState
                compact
                icon={<IconCalendarStats size={28} aria-hidden />}
                title="Aún no hay reuniones"
                text="Registra la primera reunión del grupo."
                order={3}
              />
            }
            pager={
              meetings.data && {
                pagination: meetings.data.pagination,
                onChange: setMeetingsPage,
                noun: ['reunión', 'reuniones'],
                label: 'Páginas de reuniones',
              }
            }
          >
            <ResponsiveList
              items={items}
              columns={meetingColumns}
              getKey={(m) => m.id}
              getLabel={(m) => `Reunión del ${formatDate(m.date)}`}
              labelledBy="cell-meetings-title"
              loading={!meetings.data}
              busy={meetings.isFetching}
            />
          </ListFrame>
        </Stack>
      </Stack>
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Registrar reunión' : 'Editar reunión'}
        size="lg"
        fullScreenBelow="36em"
      >
        {editing && roster.data && (
          <MeetingForm
            group={g}
            roster={roster.data.items}
            meeting={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </FormModal>
    </Container>
  );
}
