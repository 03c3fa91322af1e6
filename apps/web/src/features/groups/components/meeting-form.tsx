import { bogotaDay } from '@koinonia/shared/common/days';
import { addDays, isoWeekday } from '@koinonia/shared/common/weeks';
import {
  CELL_LIFE_LIMITS,
  type Meeting,
  type MeetingBody,
  meetingBodySchema,
  type RosterMember,
} from '@koinonia/shared/groups/cell-life.schemas';
import { type Group as CellGroup, meetingDays } from '@koinonia/shared/groups/groups.schemas';
import { CountedTextarea, CountedTextInput } from '@koinonia/ui/components/counted-text-input';
import { SchemaForm } from '@koinonia/ui/components/form-modal';
import { notifySuccess } from '@koinonia/ui/notify';
import { fieldBinders, pathParts, schemaErrors } from '@koinonia/ui/schema-form';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CELLS_SAVE_FALLBACK, useChangeMeeting, useRecordMeeting } from '../api/cell-life';

interface VisitorRow {
  id?: string;
  name: string;
  phone: string;
}

interface MeetingValues {
  date: string;
  held: boolean;
  attendeeIds: string[];
  visitors: VisitorRow[];
  topic: string;
  notes: string;
}

/** The group's last meeting day up to today: what a new report is for, unless told otherwise. */
export function lastMeetingDay(meetingDay: CellGroup['meeting']['day'], today = bogotaDay(new Date())) {
  const weekday = meetingDays.indexOf(meetingDay) + 1;
  return addDays(today, -((isoWeekday(today) - weekday + 7) % 7));
}

function toBody(v: MeetingValues): MeetingBody {
  return {
    date: v.date,
    held: v.held,
    attendeeIds: v.held ? v.attendeeIds : [],
    visitors: v.held
      ? v.visitors.map((x) => ({ ...(x.id ? { id: x.id } : {}), name: x.name, phone: x.phone || null }))
      : [],
    topic: v.topic || null,
    notes: v.notes || null,
  };
}

const fieldOf = (path: readonly PropertyKey[] | string) => pathParts(path)[0] as keyof MeetingValues;

/**
 * A meeting's report: the day, whether the cell met, who came (the roster, tick by tick), visitors,
 * topic and note. `meeting`: the report being changed, or null to record a new one.
 */
export function MeetingForm({
  group,
  roster,
  meeting,
  onClose,
}: {
  group: CellGroup;
  roster: RosterMember[];
  meeting: Meeting | null;
  onClose: () => void;
}) {
  const record = useRecordMeeting();
  const change = useChangeMeeting();
  const form = useSchemaForm<MeetingValues>({
    initialValues: () => ({
      date: meeting?.date ?? lastMeetingDay(group.meeting.day),
      held: meeting?.held ?? true,
      attendeeIds: meeting?.attendeeIds ?? [],
      visitors: meeting?.visitors.map((v) => ({ id: v.id, name: v.name, phone: v.phone ?? '' })) ?? [],
      topic: meeting?.topic ?? '',
      notes: meeting?.notes ?? '',
    }),
    validate: (v) => schemaErrors(meetingBodySchema, toBody(v), fieldOf),
    saveFallback: CELLS_SAVE_FALLBACK,
    save: async (v) => {
      if (meeting) await change.mutateAsync({ id: meeting.id, body: toBody(v) });
      else await record.mutateAsync({ groupId: group.id, body: toBody(v) });
      notifySuccess(meeting ? 'Reunión actualizada' : 'Reunión registrada');
      onClose();
    },
  });
  const { values, setField } = form;
  const bind = fieldBinders(values, form.errors, setField);
  const present = new Set(values.attendeeIds);
  // Someone recorded present who has left the roster since stays tickable on this report.
  const people = [
    ...roster.map((m) => ({ id: m.user.id, name: m.user.name })),
    ...(meeting?.attendeeIds ?? [])
      .filter((id) => !roster.some((m) => m.user.id === id))
      .map((id) => ({ id, name: 'Persona que ya no está en la lista' })),
  ];
  const setVisitor = (i: number, patch: Partial<VisitorRow>) =>
    setField(
      'visitors',
      values.visitors.map((v, j) => (j === i ? { ...v, ...patch } : v)),
    );

  return (
    <SchemaForm
      form={form}
      label={meeting ? 'Editar reunión' : 'Registrar reunión'}
      submitLabel={meeting ? 'Guardar Cambios' : 'Registrar Reunión'}
      saving={record.isPending || change.isPending}
      saveErrorTitle="No se pudo guardar la reunión"
      onCancel={onClose}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="date"
          label="Fecha"
          max={bogotaDay(new Date())}
          {...bind.input('date')}
          data-autofocus
        />
        <Switch
          label="Hubo reunión"
          mt={{ base: 0, xs: 30 }}
          checked={values.held}
          onChange={(e) => setField('held', e.currentTarget.checked)}
          error={form.errors.held}
        />
      </SimpleGrid>
      {values.held && (
        <Fieldset legend={`Asistencia (${present.size} de ${people.length})`}>
          {people.length === 0 ? (
            <Text size="sm" c="gray.7">
              El grupo aún no tiene personas en su lista.
            </Text>
          ) : (
            <Stack gap="xs">
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() =>
                    setField(
                      'attendeeIds',
                      people.map((p) => p.id),
                    )
                  }
                >
                  Marcar a todos
                </Button>
                <Button size="xs" variant="default" onClick={() => setField('attendeeIds', [])}>
                  Desmarcar a todos
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                {people.map((p) => (
                  <Checkbox
                    key={p.id}
                    label={p.name}
                    checked={present.has(p.id)}
                    onChange={(e) =>
                      setField(
                        'attendeeIds',
                        e.currentTarget.checked
                          ? [...values.attendeeIds, p.id]
                          : values.attendeeIds.filter((id) => id !== p.id),
                      )
                    }
                  />
                ))}
              </SimpleGrid>
              {form.errors.attendeeIds && (
                <Text size="sm" c="red.8" role="alert">
                  {form.errors.attendeeIds}
                </Text>
              )}
            </Stack>
          )}
        </Fieldset>
      )}
      {values.held && (
        <Fieldset legend={`Visitantes (${values.visitors.length})`}>
          <Stack gap="xs">
            {values.visitors.map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, in order
              <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  label={`Nombre del visitante ${i + 1}`}
                  value={v.name}
                  onChange={(e) => setVisitor(i, { name: e.currentTarget.value })}
                  style={{ flex: 2 }}
                />
                <TextInput
                  label="WhatsApp (opcional)"
                  value={v.phone}
                  onChange={(e) => setVisitor(i, { phone: e.currentTarget.value })}
                  style={{ flex: 1.4 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  size="lg"
                  aria-label={`Quitar al visitante ${i + 1}`}
                  onClick={() =>
                    setField(
                      'visitors',
                      values.visitors.filter((_, j) => j !== i),
                    )
                  }
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {form.errors.visitors && (
              <Text size="sm" c="red.8" role="alert">
                {form.errors.visitors}
              </Text>
            )}
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setField('visitors', [...values.visitors, { name: '', phone: '' }])}
              disabled={values.visitors.length >= CELL_LIFE_LIMITS.visitors}
              style={{ alignSelf: 'flex-start' }}
            >
              Agregar visitante
            </Button>
          </Stack>
        </Fieldset>
      )}
      <CountedTextInput label="Tema" schema={meetingBodySchema.shape.topic} {...bind.value('topic')} />
      <CountedTextarea
        label="Nota"
        autosize
        minRows={2}
        schema={meetingBodySchema.shape.notes}
        {...bind.value('notes')}
      />
    </SchemaForm>
  );
}
