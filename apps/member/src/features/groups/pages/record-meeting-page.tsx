import { bogotaDay } from '@koinonia/shared/common/days';
import { meetingBodySchema } from '@koinonia/shared/groups/cell-life.schemas';
import {
  attendancePeople,
  type MeetingFormValues,
  meetingBodyOf,
  meetingFormValues,
} from '@koinonia/shared/groups/meeting-form';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { MeetingReportFields } from '@koinonia/ui/components/meeting-fields';
import { QueryError } from '@koinonia/ui/components/query-error';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { notifySuccess } from '@koinonia/ui/notify';
import { fieldBinders, pathParts, schemaErrors } from '@koinonia/ui/schema-form';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import { Anchor, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { lastMeetingsQuery, rosterQuery, useMyGroups, useSaveMeeting } from '../api/my-groups';
import { editableByLeader } from '../lib/leader-window';

/**
 * A meeting recorded on the phone in under a minute: the day (the group's meeting day), who came (the
 * roster, tick by tick), visitors, topic and a note; one request saves it all. With a meeting's id
 * (/grupos/:id/reunion/:meetingId), the same form changes that report while the leader still may.
 */
export default function RecordMeetingPage() {
  const { id = '', meetingId } = useParams();
  const mine = useMyGroups();
  const group = mine.data?.groups.find((g) => g.group.id === id && g.role !== 'member')?.group;
  const roster = useQuery({ ...rosterQuery(id), enabled: !!group });
  const meetings = useQuery({ ...lastMeetingsQuery(id), enabled: !!group && !!meetingId });
  const title = meetingId ? 'Editar reunión' : 'Registrar reunión';
  useDocumentTitle(`${title} · Koinonia`);

  if (mine.isPending || (group && roster.isPending) || (group && meetingId && meetings.isPending))
    return <LoadingPanel text="Cargando el grupo..." />;
  if (mine.isError && !mine.data) return <QueryError query={mine} fallback="No se pudo cargar tu grupo" />;
  const back = (
    <Anchor component={Link} to={group ? `/grupos/${id}` : '/grupos'} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {group?.name ?? 'Grupos'}
      </Group>
    </Anchor>
  );
  if (!group)
    return (
      <Stack gap="md">
        {back}
        <Text>Solo el líder y el colíder del grupo registran sus reuniones.</Text>
      </Stack>
    );
  if (roster.isError && !roster.data)
    return <QueryError query={roster} fallback="No se pudo cargar la lista" />;
  if (meetingId && meetings.isError && !meetings.data)
    return <QueryError query={meetings} fallback="No se pudo cargar la reunión" />;
  const meeting = meetingId ? meetings.data?.items.find((m) => m.id === meetingId) : null;
  if (meeting === undefined || (meeting && !editableByLeader(meeting.date)))
    return (
      <Stack gap="md">
        {back}
        <Text>
          Esta reunión ya no se puede editar desde el celular: el líder la cambia durante los 7 días
          siguientes a su fecha. Pídele el cambio a un pastor.
        </Text>
      </Stack>
    );

  return (
    <Stack gap="md">
      {back}
      <Title order={1} fz="h2">
        {title}
      </Title>
      <MeetingPhoneForm
        groupId={id}
        meetingDay={group.meeting.day}
        roster={roster.data?.items ?? []}
        meeting={meeting}
        title={title}
      />
    </Stack>
  );
}

function MeetingPhoneForm({
  groupId,
  meetingDay,
  roster,
  meeting,
  title,
}: {
  groupId: string;
  meetingDay: Parameters<typeof meetingFormValues>[1];
  roster: Parameters<typeof attendancePeople>[0];
  meeting: Parameters<typeof meetingFormValues>[0];
  title: string;
}) {
  const navigate = useNavigate();
  const save = useSaveMeeting(groupId);
  const form = useSchemaForm<MeetingFormValues>({
    initialValues: () => meetingFormValues(meeting, meetingDay),
    validate: (v) =>
      schemaErrors<MeetingFormValues>(
        meetingBodySchema,
        meetingBodyOf(v),
        (path) => pathParts(path)[0] as keyof MeetingFormValues,
      ),
    saveFallback: meeting
      ? 'No se pudo guardar la reunión. Inténtalo de nuevo.'
      : 'No se pudo registrar la reunión. Inténtalo de nuevo.',
    save: async (v) => {
      await save.mutateAsync({ meetingId: meeting?.id, body: meetingBodyOf(v) });
      notifySuccess(meeting ? 'Reunión actualizada.' : 'Reunión registrada. ¡Gracias!');
      navigate(`/grupos/${groupId}`);
    },
  });
  const bind = fieldBinders(form.values, form.errors, form.setField);
  const { values, setField } = form;

  return (
    <Paper withBorder radius="md" p="md">
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          {form.saveError && (
            <StatusAlert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
              {form.saveError}
            </StatusAlert>
          )}
          <TextInput type="date" label="Fecha" max={bogotaDay(new Date())} {...bind.input('date')} />
          <Switch label="Hubo reunión" {...bind.checked('held')} error={form.errors.held} />
          <MeetingReportFields
            values={values}
            errors={form.errors}
            setField={setField}
            people={attendancePeople(roster, meeting)}
            attendanceLegend="¿Quiénes vinieron?"
          />
          <Button type="submit" size="md" loading={save.isPending}>
            Guardar reunión
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
