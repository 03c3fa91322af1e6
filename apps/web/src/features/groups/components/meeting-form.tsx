import { bogotaDay } from '@koinonia/shared/common/days';
import {
  type Meeting,
  meetingBodySchema,
  type RosterMember,
} from '@koinonia/shared/groups/cell-life.schemas';
import type { Group as CellGroup } from '@koinonia/shared/groups/groups.schemas';
import {
  attendancePeople,
  type MeetingFormValues,
  meetingBodyOf,
  meetingFormValues,
} from '@koinonia/shared/groups/meeting-form';
import { SchemaForm } from '@koinonia/ui/components/form-modal';
import { MeetingReportFields } from '@koinonia/ui/components/meeting-fields';
import { notifySuccess } from '@koinonia/ui/notify';
import { fieldBinders, pathParts, schemaErrors } from '@koinonia/ui/schema-form';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { CELLS_SAVE_FALLBACK, useChangeMeeting, useRecordMeeting } from '../api/cell-life';

const fieldOf = (path: readonly PropertyKey[] | string) => pathParts(path)[0] as keyof MeetingFormValues;

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
  const form = useSchemaForm<MeetingFormValues>({
    initialValues: () => meetingFormValues(meeting, group.meeting.day),
    validate: (v) => schemaErrors(meetingBodySchema, meetingBodyOf(v), fieldOf),
    saveFallback: CELLS_SAVE_FALLBACK,
    save: async (v) => {
      if (meeting) await change.mutateAsync({ id: meeting.id, body: meetingBodyOf(v) });
      else await record.mutateAsync({ groupId: group.id, body: meetingBodyOf(v) });
      notifySuccess(meeting ? 'Reunión actualizada' : 'Reunión registrada');
      onClose();
    },
  });
  const { values, setField } = form;
  const bind = fieldBinders(values, form.errors, setField);

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
          {...bind.checked('held')}
          error={form.errors.held}
        />
      </SimpleGrid>
      <MeetingReportFields
        values={values}
        errors={form.errors}
        setField={setField}
        people={attendancePeople(roster, meeting)}
        attendanceLegend="Asistencia"
        wide
      />
    </SchemaForm>
  );
}
