import { eventFieldsSchema } from '@koinonia/shared/events/events.schemas';
import { CountedTextInput } from '@koinonia/ui/components/counted-text-input';
import { FormSection } from '@koinonia/ui/components/form-section';
import { fieldBinders } from '@koinonia/ui/schema-form';
import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { EventFieldsProps } from './event-form-fields';

const shape = eventFieldsSchema.shape;

/** Registration: the deadline shows only when registration is required (spec §5). */
export function EventRegistrationFields({ values, errors, setField }: EventFieldsProps) {
  const bind = fieldBinders(values, errors, setField);
  return (
    <FormSection legend="Inscripción">
      <Switch label="Requiere inscripción" {...bind.checked('requiresRegistration')} />
      {values.requiresRegistration && (
        <TextInput
          type="date"
          label="Fecha límite de inscripción"
          description="Opcional; no puede ser posterior a la fecha del evento"
          max={values.eventDate || undefined}
          {...bind.input('registrationDeadline')}
        />
      )}
    </FormSection>
  );
}

/** The organizer and the contacts. */
export function EventContactFields({ values, errors, setField }: EventFieldsProps) {
  const bind = fieldBinders(values, errors, setField);
  return (
    <FormSection legend="Organizador y contacto">
      <CountedTextInput label="Organizador" schema={shape.organizer} {...bind.value('organizer')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="tel"
          label="Teléfono de contacto"
          placeholder="+57 300 123 4567"
          {...bind.input('contactPhone')}
        />
        <TextInput
          type="email"
          label="Correo de contacto"
          placeholder="eventos@iglesia.org"
          {...bind.input('contactEmail')}
        />
      </SimpleGrid>
    </FormSection>
  );
}

/** Featured and active. */
export function EventVisibilityFields({ values, errors, setField }: EventFieldsProps) {
  const bind = fieldBinders(values, errors, setField);
  return (
    <FormSection legend="Visibilidad">
      <Switch label="Evento destacado" {...bind.checked('featured')} />
      <Switch
        label="Evento activo"
        description="Solo los eventos activos aparecen en la aplicación móvil"
        {...bind.checked('isActive')}
      />
    </FormSection>
  );
}
