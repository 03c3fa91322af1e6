import {
  CELL_HEALTH,
  type FollowUpPerson,
  followUpMarkSchema,
  type QuietCell,
} from '@koinonia/shared/groups/cell-health.schemas';
import type { Sector } from '@koinonia/shared/groups/groups.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { CountedTextarea } from '@koinonia/ui/components/counted-text-input';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { FormModal, SchemaForm } from '@koinonia/ui/components/form-modal';
import { ListFrame } from '@koinonia/ui/components/list-frame';
import { notifyError, notifySuccess } from '@koinonia/ui/notify';
import { fieldBinders, schemaErrors } from '@koinonia/ui/schema-form';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import { Anchor, Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconMoodHappy } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ListColumn, ResponsiveList } from '../../../components/responsive-list';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { whatsappDigits, whatsappUrl } from '../../../lib/share-link';
import { CELLS_LOAD_FALLBACK, CELLS_SAVE_FALLBACK, useFollowUp, useMarkFollowUp } from '../api/cell-life';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** A WhatsApp link to `phone` with `text`, or nothing without a usable phone. */
function WhatsappLink({ phone, text, label }: { phone: string | null; text: string; label: string }) {
  const digits = whatsappDigits(phone);
  if (!digits) return null;
  return (
    <Button
      component="a"
      href={whatsappUrl(text, digits)}
      target="_blank"
      rel="noopener noreferrer"
      size="xs"
      variant="default"
      leftSection={<IconBrandWhatsapp size={16} color="var(--mantine-color-green-9)" aria-hidden />}
      aria-label={label}
    >
      WhatsApp
    </Button>
  );
}

const cellColumns: ListColumn<QuietCell>[] = [
  {
    key: 'cell',
    header: 'Célula',
    role: 'title',
    cell: (c) => (
      <Anchor component={Link} to={`/groups/${c.group.id}`} fw={600} size="sm">
        {c.group.name}
      </Anchor>
    ),
  },
  { key: 'sector', header: 'Sector', cell: (c) => c.sector.name },
  { key: 'leader', header: 'Líder', cell: (c) => c.leader.name },
  { key: 'day', header: 'Día de reunión', cell: (c) => c.meetingDay },
  {
    key: 'missed',
    header: 'Sin reporte',
    role: 'status',
    cell: (c) => (
      <Badge color="red" variant="light" c={badgeTextColor('red')}>
        {c.missedReports} {c.missedReports === 1 ? 'reunión' : 'reuniones'}
      </Badge>
    ),
  },
  {
    key: 'last',
    header: 'Último reporte',
    cell: (c) => (c.lastReportOn ? formatDate(c.lastReportOn) : 'Nunca'),
  },
  {
    key: 'actions',
    header: 'Contacto',
    role: 'actions',
    cell: (c) => (
      <WhatsappLink
        phone={c.leader.phone ?? c.group.whatsappNumber}
        text={`Hola ${firstName(c.leader.name)}, ¿cómo va la célula ${c.group.name}? No hemos recibido sus últimos reportes.`}
        label={`WhatsApp a ${c.leader.name}, líder de ${c.group.name}`}
      />
    ),
  },
];

type MarkValues = { note: string };

/** "Contactado", with an optional note. */
function ContactForm({ person, onClose }: { person: FollowUpPerson; onClose: () => void }) {
  const mark = useMarkFollowUp();
  const form = useSchemaForm<MarkValues>({
    initialValues: { note: person.note ?? '' },
    validate: (v) => schemaErrors(followUpMarkSchema, { contacted: true, note: v.note }, () => 'note'),
    saveFallback: CELLS_SAVE_FALLBACK,
    save: async (v) => {
      await mark.mutateAsync({ id: person.id, contacted: true, note: v.note.trim() || null });
      notifySuccess(`${person.name}: marcado como contactado`);
      onClose();
    },
  });
  const bind = fieldBinders(form.values, form.errors, form.setField);
  return (
    <SchemaForm
      form={form}
      label={`Contactado: ${person.name}`}
      submitLabel="Marcar contactado"
      saving={mark.isPending}
      saveErrorTitle="No se pudo guardar"
      onCancel={onClose}
    >
      <Text size="sm">
        {person.type === 'member'
          ? `${person.name} faltó a las últimas ${person.missedMeetings} reuniones de ${person.group.name}.`
          : `${person.name} visitó ${person.group.name} el ${formatDate(person.since)}.`}
      </Text>
      <CountedTextarea
        label="Nota"
        placeholder="Cómo está, qué necesita, quién lo acompaña"
        autosize
        minRows={3}
        schema={followUpMarkSchema.shape.note}
        {...bind.value('note')}
        data-autofocus
      />
    </SchemaForm>
  );
}

/** The cells that stopped reporting and the people to follow up, by sector. */
export function CellsFollowUp({ sectors }: { sectors: Sector[] }) {
  const [sectorId, setSectorId] = useState<string | null>(null);
  const [cellsPage, setCellsPage] = useState(1);
  const [peoplePage, setPeoplePage] = useState(1);
  const [contacting, setContacting] = useState<FollowUpPerson | null>(null);
  const followUp = useFollowUp({ sectorId: sectorId ?? undefined, cellsPage, peoplePage });
  const unmark = useMarkFollowUp();
  const data = followUp.data;

  const peopleColumns: ListColumn<FollowUpPerson>[] = [
    {
      key: 'name',
      header: 'Persona',
      role: 'title',
      cell: (p) => (
        <Text size="sm" fw={600}>
          {p.name}
        </Text>
      ),
    },
    {
      key: 'type',
      header: 'Motivo',
      role: 'status',
      cell: (p) =>
        p.type === 'member' ? (
          <Badge color="orange" variant="light" c={badgeTextColor('orange')}>
            Faltó a {p.missedMeetings} reuniones
          </Badge>
        ) : (
          <Badge color="grape" variant="light" c={badgeTextColor('grape')}>
            Visitante nuevo
          </Badge>
        ),
    },
    {
      key: 'cell',
      header: 'Célula',
      cell: (p) => (
        <Anchor component={Link} to={`/groups/${p.group.id}`} size="sm">
          {p.group.name}
        </Anchor>
      ),
    },
    { key: 'leader', header: 'Líder', cell: (p) => p.leader.name },
    {
      key: 'since',
      header: 'Última vez',
      cell: (p) => (p.since ? formatDate(p.since) : 'Nunca asistió'),
    },
    {
      key: 'contacted',
      header: 'Seguimiento',
      role: 'detail',
      cell: (p) =>
        p.contacted ? (
          <Stack gap={2}>
            <Badge
              color="teal"
              variant="light"
              c={badgeTextColor('teal')}
              leftSection={<IconCheck size={12} aria-hidden />}
            >
              Contactado
            </Badge>
            <Text size="xs" c="gray.7">
              {formatDateTime(p.contactedAt)}
              {p.note ? ` · ${p.note}` : ''}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="gray.7">
            Pendiente
          </Text>
        ),
    },
    {
      key: 'actions',
      header: 'Acciones',
      role: 'actions',
      cell: (p) => (
        <Group gap="xs" wrap="wrap">
          <WhatsappLink
            phone={p.phone}
            text={`Hola ${firstName(p.name)}, te escribimos de la célula ${p.group.name}. ¡Te extrañamos! ¿Cómo estás?`}
            label={`WhatsApp a ${p.name}`}
          />
          {p.contacted ? (
            <Button
              size="xs"
              variant="default"
              loading={unmark.isPending && unmark.variables?.id === p.id}
              onClick={() =>
                unmark.mutate(
                  { id: p.id, contacted: false, note: null },
                  { onError: (err) => notifyError(err, CELLS_SAVE_FALLBACK) },
                )
              }
              aria-label={`Quitar la marca de contactado de ${p.name}`}
            >
              Quitar marca
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              onClick={() => setContacting(p)}
              aria-label={`Marcar contactado a ${p.name}`}
            >
              Contactado
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h4">
          Seguimiento
        </Title>
        <Select
          label="Sector"
          placeholder="Todos los sectores"
          data={sectors.map((s) => ({ value: s.id, label: s.name }))}
          value={sectorId}
          onChange={(v) => {
            setSectorId(v);
            setCellsPage(1);
            setPeoplePage(1);
          }}
          clearable
          w={{ base: '100%', xs: 240 }}
        />
      </Group>

      <section aria-labelledby="quiet-cells-title">
        <Title order={3} size="h5" mb="xs" id="quiet-cells-title">
          Células sin reporte en {CELL_HEALTH.missedReports} o más reuniones
        </Title>
        <ListFrame
          query={followUp}
          errorTitle={CELLS_LOAD_FALLBACK}
          empty={data?.cells.items.length === 0}
          emptyState={
            <EmptyState
              compact
              icon={<IconMoodHappy size={28} aria-hidden />}
              title="Todas las células están reportando"
              text="Ninguna célula activa lleva dos o más reuniones sin reporte."
              order={4}
            />
          }
          pager={
            data && {
              pagination: data.cells.pagination,
              onChange: setCellsPage,
              noun: ['célula', 'células'],
              label: 'Páginas de células sin reporte',
            }
          }
        >
          <ResponsiveList
            items={data?.cells.items ?? []}
            columns={cellColumns}
            getKey={(c) => c.group.id}
            getLabel={(c) => c.group.name}
            labelledBy="quiet-cells-title"
            loading={!data}
            placeholderCount={3}
            busy={followUp.isFetching}
          />
        </ListFrame>
      </section>

      <section aria-labelledby="follow-up-people-title">
        <Title order={3} size="h5" mb={4} id="follow-up-people-title">
          Personas para acompañar
        </Title>
        <Text size="sm" c="gray.7" mb="xs">
          Miembros que faltaron a las últimas {CELL_HEALTH.missedMeetings} reuniones de su célula y visitantes
          de los últimos {CELL_HEALTH.visitorDays} días.
        </Text>
        <ListFrame
          query={followUp}
          errorTitle={CELLS_LOAD_FALLBACK}
          empty={data?.people.items.length === 0}
          emptyState={
            <EmptyState
              compact
              icon={<IconMoodHappy size={28} aria-hidden />}
              title="Nadie pendiente de acompañar"
              text="Todos están asistiendo a sus células."
              order={4}
            />
          }
          pager={
            data && {
              pagination: data.people.pagination,
              onChange: setPeoplePage,
              noun: ['persona', 'personas'],
              label: 'Páginas de personas para acompañar',
            }
          }
        >
          <ResponsiveList
            items={data?.people.items ?? []}
            columns={peopleColumns}
            getKey={(p) => p.id}
            getLabel={(p) => p.name}
            labelledBy="follow-up-people-title"
            loading={!data}
            placeholderCount={4}
            busy={followUp.isFetching}
            getItemProps={() => ({ 'data-testid': 'follow-up-person' })}
          />
        </ListFrame>
      </section>

      <FormModal
        opened={contacting !== null}
        onClose={() => setContacting(null)}
        title="Marcar contactado"
        size="md"
        fullScreenBelow="36em"
      >
        {contacting && <ContactForm person={contacting} onClose={() => setContacting(null)} />}
      </FormModal>
    </Stack>
  );
}
