import { bogotaDay } from '@koinonia/shared/common/days';
import { addDays, isoWeekday } from '@koinonia/shared/common/weeks';
import {
  CELL_LIFE_LIMITS,
  type MeetingBody,
  meetingBodySchema,
} from '@koinonia/shared/groups/cell-life.schemas';
import { meetingDays } from '@koinonia/shared/groups/groups.schemas';
import { CountedTextarea, CountedTextInput } from '@koinonia/ui/components/counted-text-input';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { notifySuccess } from '@koinonia/ui/notify';
import { fieldBinders, pathParts, schemaErrors } from '@koinonia/ui/schema-form';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import {
  ActionIcon,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconArrowLeft, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { rosterQuery, useMyGroups, useRecordMeeting } from '../api/my-groups';

interface Values {
  date: string;
  held: boolean;
  attendeeIds: string[];
  visitors: { name: string; phone: string }[];
  topic: string;
  notes: string;
}

const toBody = (v: Values): MeetingBody => ({
  date: v.date,
  held: v.held,
  attendeeIds: v.held ? v.attendeeIds : [],
  visitors: v.held ? v.visitors.map((x) => ({ name: x.name, phone: x.phone || null })) : [],
  topic: v.topic || null,
  notes: v.notes || null,
});

/** The group's last meeting day up to today. */
function lastMeetingDay(day: (typeof meetingDays)[number], today = bogotaDay(new Date())) {
  return addDays(today, -((isoWeekday(today) - (meetingDays.indexOf(day) + 1) + 7) % 7));
}

/**
 * A meeting recorded on the phone in under a minute: the day (the group's meeting day), who came (the
 * roster, tick by tick), visitors, topic and a note; one request saves it all.
 */
export default function RecordMeetingPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const mine = useMyGroups();
  const group = mine.data?.groups.find((g) => g.group.id === id && g.role !== 'member')?.group;
  const roster = useQuery({ ...rosterQuery(id), enabled: !!group });
  const record = useRecordMeeting(id);
  useDocumentTitle('Registrar reunión · Koinonia');
  const form = useSchemaForm<Values>({
    initialValues: () => ({
      date: group ? lastMeetingDay(group.meeting.day) : bogotaDay(new Date()),
      held: true,
      attendeeIds: [],
      visitors: [],
      topic: '',
      notes: '',
    }),
    validate: (v) =>
      schemaErrors<Values>(meetingBodySchema, toBody(v), (path) => pathParts(path)[0] as keyof Values),
    saveFallback: 'No se pudo registrar la reunión. Inténtalo de nuevo.',
    save: async (v) => {
      await record.mutateAsync(toBody(v));
      notifySuccess('Reunión registrada. ¡Gracias!');
      navigate(`/grupos/${id}`);
    },
  });
  const bind = fieldBinders(form.values, form.errors, form.setField);

  if (mine.isPending || (group && roster.isPending)) return <LoadingPanel text="Cargando el grupo..." />;
  if (mine.isError && !mine.data) return <QueryError query={mine} fallback="No se pudo cargar tu grupo" />;
  if (!group)
    return (
      <Text>
        Solo el líder y el colíder del grupo registran sus reuniones.{' '}
        <Anchor component={Link} to="/grupos">
          Volver a Grupos
        </Anchor>
      </Text>
    );
  if (roster.isError && !roster.data)
    return <QueryError query={roster} fallback="No se pudo cargar la lista" />;
  const people = roster.data?.items ?? [];
  const { values, setField } = form;
  const present = new Set(values.attendeeIds);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/grupos/${id}`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {group.name}
        </Group>
      </Anchor>
      <Title order={1} fz="h2">
        Registrar reunión
      </Title>
      <Paper withBorder radius="md" p="md">
        <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label="Registrar reunión">
          <Stack gap="md">
            {form.saveError && (
              <StatusAlert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
                {form.saveError}
              </StatusAlert>
            )}
            <TextInput type="date" label="Fecha" max={bogotaDay(new Date())} {...bind.input('date')} />
            <Switch
              label="Hubo reunión"
              checked={values.held}
              onChange={(e) => setField('held', e.currentTarget.checked)}
              error={form.errors.held}
            />
            {values.held && (
              <Fieldset legend={`¿Quiénes vinieron? (${present.size} de ${people.length})`}>
                <Stack gap="sm">
                  {people.length === 0 && (
                    <Text size="sm" c="gray.7">
                      La lista del grupo está vacía.
                    </Text>
                  )}
                  {people.length > 1 && (
                    <Button
                      variant="default"
                      size="xs"
                      style={{ alignSelf: 'flex-start' }}
                      onClick={() =>
                        setField(
                          'attendeeIds',
                          present.size === people.length ? [] : people.map((p) => p.user.id),
                        )
                      }
                    >
                      {present.size === people.length ? 'Desmarcar a todos' : 'Marcar a todos'}
                    </Button>
                  )}
                  {people.map((p) => (
                    <Checkbox
                      key={p.user.id}
                      size="md"
                      label={p.user.name}
                      checked={present.has(p.user.id)}
                      onChange={(e) =>
                        setField(
                          'attendeeIds',
                          e.currentTarget.checked
                            ? [...values.attendeeIds, p.user.id]
                            : values.attendeeIds.filter((x) => x !== p.user.id),
                        )
                      }
                    />
                  ))}
                </Stack>
              </Fieldset>
            )}
            {values.held && (
              <Fieldset legend={`Visitantes (${values.visitors.length})`}>
                <Stack gap="sm">
                  {values.visitors.map((v, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, in order
                    <Stack key={i} gap={6}>
                      <Group gap="xs" align="flex-end" wrap="nowrap">
                        <TextInput
                          label={`Nombre del visitante ${i + 1}`}
                          value={v.name}
                          onChange={(e) =>
                            setField(
                              'visitors',
                              values.visitors.map((x, j) =>
                                j === i ? { ...x, name: e.currentTarget.value } : x,
                              ),
                            )
                          }
                          style={{ flex: 1 }}
                        />
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          size="lg"
                          mb={2}
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
                      <TextInput
                        label={`WhatsApp del visitante ${i + 1} (opcional)`}
                        inputMode="tel"
                        value={v.phone}
                        onChange={(e) =>
                          setField(
                            'visitors',
                            values.visitors.map((x, j) =>
                              j === i ? { ...x, phone: e.currentTarget.value } : x,
                            ),
                          )
                        }
                      />
                    </Stack>
                  ))}
                  {form.errors.visitors && (
                    <Text size="sm" c="red.8" role="alert">
                      {form.errors.visitors}
                    </Text>
                  )}
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={18} aria-hidden />}
                    style={{ alignSelf: 'flex-start' }}
                    disabled={values.visitors.length >= CELL_LIFE_LIMITS.visitors}
                    onClick={() => setField('visitors', [...values.visitors, { name: '', phone: '' }])}
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
            <Button type="submit" size="md" loading={record.isPending}>
              Guardar reunión
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
