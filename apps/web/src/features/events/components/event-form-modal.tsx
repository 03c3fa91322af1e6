import { eventFieldsSchema } from '@koinonia/shared/events/events.schemas';
import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { byId, EditSchemaForm, editFormModal } from '@koinonia/ui/components/edit-form-modal';
import { FormSection } from '@koinonia/ui/components/form-section';
import { ImageField } from '@koinonia/ui/components/image-field';
import { notifySuccess } from '@koinonia/ui/notify';
import { type EditFormProps, useEditForm } from '@koinonia/ui/use-edit-form';
import { useImagePicker } from '@koinonia/ui/use-image-picker';
import { useSaveEvent } from '../api/event-mutations';
import { eventFallbacks } from '../api/events-keys';
import {
  type EventFormValues,
  eventImageMessages,
  initialEventValues,
  toEventPayload,
  validateEvent,
} from '../lib/event-form';
import { useEventImageUrl } from '../lib/use-event-image-url';
import { EventBasicFields, EventCapacityFields, EventWhenWhereFields } from './event-form-fields';
import { EventContactFields, EventRegistrationFields, EventVisibilityFields } from './event-form-more-fields';

/** [proposed] The success toasts (the spec words none). */
export const eventSaveToasts = {
  created: 'Evento creado exitosamente',
  updated: 'Evento actualizado exitosamente',
} as const;

const eventTexts = {
  title: { create: 'Crear Evento', edit: 'Editar Evento' },
  label: { create: 'Crear evento', edit: 'Editar evento' },
  submit: 'Crear Evento',
};

/** The event form; `item`: the event to edit, null: a new event. */
function EventForm(props: EditFormProps<EventItem>) {
  const { item: event, onClose } = props;
  const image = useImagePicker(eventImageMessages);
  const imageSrc = useEventImageUrl();
  const save = useSaveEvent();
  const form = useEditForm<EventFormValues>(props, eventTexts, {
    initialValues: () => initialEventValues(event),
    validate: (values) => validateEvent(values, event),
    // An image refused or not prepared is one more problem to fix (its message, verbatim).
    extraProblems: () => (image.state.error ? [image.state.error] : []),
    ready: () => !image.state.processing,
    saveFallback: eventFallbacks.save,
    save: async (values) => {
      const blob = image.state.prepared?.blob ?? null;
      const payload = toEventPayload(values, event ? 'edit' : 'create', image.state.removeStored && !blob);
      await save.mutateAsync({ id: event?.id, payload, image: blob });
      notifySuccess(event ? eventSaveToasts.updated : eventSaveToasts.created);
      onClose();
    },
  });
  const fields = { values: form.values, errors: form.errors, setField: form.setField };

  return (
    <EditSchemaForm
      {...form.frame}
      saving={save.isPending}
      submitDisabled={image.state.processing}
      saveErrorTitle={eventFallbacks.save}
    >
      <EventBasicFields {...fields} />
      <EventWhenWhereFields {...fields} />
      <EventCapacityFields {...fields} />
      <EventRegistrationFields {...fields} />
      <EventContactFields {...fields} />
      <FormSection legend="Imagen">
        <ImageField
          label="Imagen del evento"
          description="JPEG, PNG o WebP, hasta 3MB. Se ajusta y se comprime antes de enviarla."
          storedAlt="Imagen actual del evento"
          previewTestId="event-image-preview"
          picker={image.state}
          storedSrc={imageSrc(event?.imageUrl)}
          onChooseFile={image.choose}
          onRemoveStored={image.removeStored}
          altSchema={eventFieldsSchema.shape.imageAlt}
          imageAlt={form.values.imageAlt}
          altError={form.errors.imageAlt}
          onAltChange={(v) => form.setField('imageAlt', v)}
        />
      </FormSection>
      <EventVisibilityFields {...fields} />
    </EditSchemaForm>
  );
}

/** 'Crear Evento' and 'Editar Evento' (spec §2, §5): every field of the event, the shared schema's rules. */
export const EventFormModal = editFormModal(EventForm, {
  texts: eventTexts,
  itemKey: byId,
  size: 'xl',
  fullScreenBelow: '48em',
});
