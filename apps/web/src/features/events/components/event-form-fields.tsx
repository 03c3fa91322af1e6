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
import { FormSection } from '@koinonia/ui/components/form-section';
import { PesosInput, WholeNumberInput } from '@koinonia/ui/components/number-fields';
import { requiredField } from '@koinonia/ui/required-field';
import { fieldBinders } from '@koinonia/ui/schema-form';
import { Select, SimpleGrid, TagsInput, TextInput } from '@mantine/core';
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

/** The texts, category and tags of the event. */
export function EventBasicFields({ values, errors, setField }: EventFieldsProps) {
  const bind = fieldBinders(values, errors, setField);
  return (
    <FormSection legend="Información básica">
      <CountedTextInput label="Título" schema={shape.title} {...bind.value('title')} {...requiredField} />
      <CountedTextarea
        label="Resumen"
        schema={shape.summary}
        {...bind.value('summary')}
        autosize
        minRows={2}
        maxRows={4}
        {...requiredField}
      />
      <CountedTextarea
        label="Contenido"
        schema={shape.content}
        {...bind.value('content')}
        autosize
        minRows={4}
        maxRows={10}
        {...requiredField}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Categoría" data={categoryOptions} {...bind.choice('category')} allowDeselect={false} />
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
    </FormSection>
  );
}

/** When and where. The time is typed in 24 hours; its 12-hour reading shows under it. */
export function EventWhenWhereFields({ values, errors, setField }: EventFieldsProps) {
  const bind = fieldBinders(values, errors, setField);
  const time = values.eventTime.trim();
  const shownAs = /^([01]\d|2[0-3]):[0-5]\d$/.test(time)
    ? `Se mostrará como ${formatEventTime(time)}`
    : 'Formato de 24 horas, HH:MM';
  return (
    <FormSection legend="Fecha y lugar">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="Fecha" {...bind.input('eventDate')} {...requiredField} />
        <TextInput
          label="Hora"
          placeholder="Ej.: 19:30"
          inputMode="numeric"
          autoComplete="off"
          description={shownAs}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...bind.input('eventTime')}
          {...requiredField}
        />
      </SimpleGrid>
      <CountedTextInput
        label="Ubicación"
        placeholder="Ej.: Templo principal"
        schema={shape.location}
        {...bind.value('location')}
        {...requiredField}
      />
      <CountedTextInput label="Dirección" schema={shape.address} {...bind.value('address')} />
    </FormSection>
  );
}

/** Capacity, price, status and priority. */
export function EventCapacityFields({ values, errors, setField }: EventFieldsProps) {
  const bind = fieldBinders(values, errors, setField);
  const free = values.price === '' || Number(values.price) === 0;
  return (
    <FormSection legend="Cupos, precio y estado">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <WholeNumberInput
          label="Capacidad"
          min={EVENTS_LIMITS.capacity.min}
          max={EVENTS_LIMITS.capacity.max}
          {...bind.value('capacity')}
          {...requiredField}
        />
        <PesosInput
          label="Precio (COP)"
          description={
            free ? 'Vacío o 0: Gratis' : `Se mostrará como ${formatEventPrice(Number(values.price))}`
          }
          placeholder="Gratis"
          max={EVENTS_LIMITS.price.max}
          step={EVENTS_LIMITS.price.step}
          {...bind.value('price')}
        />
        <Select label="Estado" data={statusOptions} {...bind.choice('status')} allowDeselect={false} />
        <Select label="Prioridad" data={priorityOptions} {...bind.choice('priority')} allowDeselect={false} />
      </SimpleGrid>
    </FormSection>
  );
}
