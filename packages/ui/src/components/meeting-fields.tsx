import { CELL_LIFE_LIMITS, meetingBodySchema } from '@koinonia/shared/groups/cell-life.schemas';
import type { MeetingFormValues, VisitorRow } from '@koinonia/shared/groups/meeting-form';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FieldErrors, fieldBinders } from '../schema-form';
import { CountedTextarea, CountedTextInput } from './counted-text-input';

/**
 * The parts of a meeting's report that the dashboard's form and the phone's share: who came (the roster,
 * tick by tick) and the visitors (a name and an optional WhatsApp each).
 */

export function AttendanceFields({
  legend,
  people,
  value,
  onChange,
  error,
  wide,
}: {
  /** The fieldset's title, followed by '(n de m)'. */
  legend: string;
  people: { id: string; name: string }[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  /** Two columns of names from the small breakpoint up (the dashboard's modal). */
  wide?: boolean;
}) {
  const present = new Set(value);
  const all = people.length > 0 && people.every((p) => present.has(p.id));
  return (
    <Fieldset legend={`${legend} (${people.filter((p) => present.has(p.id)).length} de ${people.length})`}>
      {people.length === 0 ? (
        <Text size="sm" c="gray.7">
          La lista del grupo está vacía.
        </Text>
      ) : (
        <Stack gap="sm">
          {people.length > 1 && (
            <Button
              variant="default"
              size="xs"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => onChange(all ? [] : people.map((p) => p.id))}
            >
              {all ? 'Desmarcar a todos' : 'Marcar a todos'}
            </Button>
          )}
          <SimpleGrid cols={wide ? { base: 1, sm: 2 } : 1} spacing="xs">
            {people.map((p) => (
              <Checkbox
                key={p.id}
                size={wide ? 'sm' : 'md'}
                label={p.name}
                checked={present.has(p.id)}
                onChange={(e) =>
                  onChange(e.currentTarget.checked ? [...value, p.id] : value.filter((id) => id !== p.id))
                }
              />
            ))}
          </SimpleGrid>
          {error && (
            <Text size="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      )}
    </Fieldset>
  );
}

export function VisitorFields({
  value,
  onChange,
  error,
}: {
  value: VisitorRow[];
  onChange: (rows: VisitorRow[]) => void;
  error?: string | undefined;
}) {
  const change = (i: number, patch: Partial<VisitorRow>) =>
    onChange(value.map((v, j) => (j === i ? { ...v, ...patch } : v)));
  return (
    <Fieldset legend={`Visitantes (${value.length})`}>
      <Stack gap="sm">
        {value.map((v, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, in order
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
              <TextInput
                label={`Nombre del visitante ${i + 1}`}
                value={v.name}
                onChange={(e) => change(i, { name: e.currentTarget.value })}
              />
              <TextInput
                label={`WhatsApp del visitante ${i + 1} (opcional)`}
                inputMode="tel"
                value={v.phone}
                onChange={(e) => change(i, { phone: e.currentTarget.value })}
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red.9"
              size="lg"
              mt={26}
              aria-label={`Quitar al visitante ${i + 1}`}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          disabled={value.length >= CELL_LIFE_LIMITS.visitors}
          onClick={() => onChange([...value, { name: '', phone: '' }])}
        >
          Agregar visitante
        </Button>
      </Stack>
    </Fieldset>
  );
}

/**
 * The body of a meeting's report below its day and "Hubo reunión": who came and the visitors (when the
 * cell met), the topic and the note, bound to a form of MeetingFormValues.
 */
export function MeetingReportFields({
  values,
  errors,
  setField,
  people,
  attendanceLegend,
  wide,
}: {
  values: MeetingFormValues;
  errors: FieldErrors<MeetingFormValues>;
  setField: <K extends keyof MeetingFormValues>(field: K, value: MeetingFormValues[K]) => void;
  people: { id: string; name: string }[];
  attendanceLegend: string;
  wide?: boolean;
}) {
  const bind = fieldBinders(values, errors, setField);
  return (
    <>
      {values.held && (
        <AttendanceFields
          legend={attendanceLegend}
          wide={wide}
          people={people}
          value={values.attendeeIds}
          onChange={(ids) => setField('attendeeIds', ids)}
          error={errors.attendeeIds}
        />
      )}
      {values.held && (
        <VisitorFields
          value={values.visitors}
          onChange={(rows) => setField('visitors', rows)}
          error={errors.visitors}
        />
      )}
      <CountedTextInput label="Tema" schema={meetingBodySchema.shape.topic} {...bind.value('topic')} />
      <CountedTextarea
        label="Nota"
        autosize
        minRows={2}
        schema={meetingBodySchema.shape.notes}
        {...bind.value('notes')}
      />
    </>
  );
}
