import {
  eventCategoryInfo,
  eventPriorityLabels,
  eventStatusLabels,
  formatEventPrice,
  formatEventTime,
} from '@koinonia/shared/events/events.labels';
import {
  EVENTS_LIMITS,
  eventCategories,
  eventFieldsSchema,
  eventStatuses,
} from '@koinonia/shared/events/events.schemas';
import { CountedTextarea, CountedTextInput } from '@koinonia/ui/components/counted-text-input';
import { requiredField } from '@koinonia/ui/required-field';
import { Fieldset, NumberInput, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EventFormErrors, EventFormValues } from '../lib/event-form';

export interface EventFieldsProps {
  values: EventFormValues;
  errors: EventFormErrors;
  setField: <K extends keyof EventFormValues>(field: K, value: EventFormValues[K]) => void;
}

const categoryOptions = eventCategories.map((c) => ({
  value: c,
  label: `${eventCategoryInfo[c].emoji} ${eventCategoryInfo[c].name}`,
}));
const statusOptions = eventStatuses.map((s) => ({ value: s, label: eventStatusLabels[s] }));
const priorityOptions = [1, 2, 3, 4].map((p) => ({
  value: String(p),
  label: `${p} - ${eventPriorityLabels[p]}`,
}));

const shape = eventFieldsSchema.shape;

export function EventFormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md" styles={{ legend: { fontWeight: 700 } }}>
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}

/** The texts, category and tags of the event. */
export function EventBasicFields({ values, errors, setField }: EventFieldsProps) {
  return (
    <EventFormSection legend="Información básica">
      <CountedTextInput
        label="Título"
        schema={shape.title}
        value={values.title}
        error={errors.title}
        onChange={(v) => setField('title', v)}
        {...requiredField}
      />
      <CountedTextarea
        label="Resumen"
        schema={shape.summary}
        value={values.summary}
        error={errors.summary}
        onChange={(v) => setField('summary', v)}
        autosize
        minRows={2}
        maxRows={4}
        {...requiredField}
      />
      <CountedTextarea
        label="Contenido"
        schema={shape.content}
        value={values.content}
        error={errors.content}
        onChange={(v) => setField('content', v)}
        autosize
        minRows={4}
        maxRows={10}
        {...requiredField}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Categoría"
          data={categoryOptions}
          value={values.category}
          allowDeselect={false}
          error={errors.category}
          onChange={(v) => v && setField('category', v as EventFormValues['category'])}
        />
        <TagsInput
          label="Etiquetas"
          placeholder="Escribe y presiona Enter"
          description={`Hasta ${EVENTS_LIMITS.maxTags} etiquetas`}
          value={values.tags}
          maxTags={EVENTS_LIMITS.maxTags}
          clearable
          error={errors.tags}
          onChange={(v) =>
            setField('tags', [...new Set(v.map((t) => t.trim().toLowerCase()).filter(Boolean))])
          }
        />
      </SimpleGrid>
    </EventFormSection>
  );
}

/** When and where. The time is typed in 24 hours; its 12-hour reading shows under it. */
export function EventWhenWhereFields({ values, errors, setField }: EventFieldsProps) {
  const time = values.eventTime.trim();
  const shownAs = /^([01]\d|2[0-3]):[0-5]\d$/.test(time)
    ? `Se mostrará como ${formatEventTime(time)}`
    : 'Formato de 24 horas, HH:MM';
  return (
    <EventFormSection legend="Fecha y lugar">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="date"
          label="Fecha"
          value={values.eventDate}
          error={errors.eventDate}
          onChange={(e) => setField('eventDate', e.currentTarget.value)}
          {...requiredField}
        />
        <TextInput
          label="Hora"
          placeholder="Ej.: 19:30"
          inputMode="numeric"
          autoComplete="off"
          description={shownAs}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={values.eventTime}
          error={errors.eventTime}
          onChange={(e) => setField('eventTime', e.currentTarget.value)}
          {...requiredField}
        />
      </SimpleGrid>
      <CountedTextInput
        label="Ubicación"
        placeholder="Ej.: Templo principal"
        schema={shape.location}
        value={values.location}
        error={errors.location}
        onChange={(v) => setField('location', v)}
        {...requiredField}
      />
      <CountedTextInput
        label="Dirección"
        schema={shape.address}
        value={values.address}
        error={errors.address}
        onChange={(v) => setField('address', v)}
      />
    </EventFormSection>
  );
}

/** Capacity, price, status and priority. */
export function EventCapacityFields({ values, errors, setField }: EventFieldsProps) {
  const free = values.price === '' || Number(values.price) === 0;
  return (
    <EventFormSection legend="Cupos, precio y estado">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Capacidad"
          min={EVENTS_LIMITS.capacity.min}
          max={EVENTS_LIMITS.capacity.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={values.capacity}
          error={errors.capacity}
          onChange={(v) => setField('capacity', v)}
          {...requiredField}
        />
        <NumberInput
          label="Precio (COP)"
          description={
            free ? 'Vacío o 0: Gratis' : `Se mostrará como ${formatEventPrice(Number(values.price))}`
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder="Gratis"
          min={0}
          max={EVENTS_LIMITS.price.max}
          step={EVENTS_LIMITS.price.step}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          thousandSeparator="."
          decimalSeparator=","
          value={values.price}
          error={errors.price}
          onChange={(v) => setField('price', v)}
        />
        <Select
          label="Estado"
          data={statusOptions}
          value={values.status}
          allowDeselect={false}
          error={errors.status}
          onChange={(v) => v && setField('status', v as EventFormValues['status'])}
        />
        <Select
          label="Prioridad"
          data={priorityOptions}
          value={values.priority}
          allowDeselect={false}
          error={errors.priority}
          onChange={(v) => v && setField('priority', v)}
        />
      </SimpleGrid>
    </EventFormSection>
  );
}
