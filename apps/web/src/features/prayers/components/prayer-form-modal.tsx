import { errorMessages } from '@koinonia/shared/errors';
import { prayerToasts } from '@koinonia/shared/prayers/prayers.labels';
import { type Prayer, prayerBodySchema } from '@koinonia/shared/prayers/prayers.schemas';
import { CountedTextarea, CountedTextInput } from '@koinonia/ui/components/counted-text-input';
import { EditSchemaForm, editFormModal } from '@koinonia/ui/components/edit-form-modal';
import { notifySuccess } from '@koinonia/ui/notify';
import { requiredField } from '@koinonia/ui/required-field';
import { fieldBinders } from '@koinonia/ui/schema-form';
import { type EditFormProps, useEditForm } from '@koinonia/ui/use-edit-form';
import { Checkbox, Select, Switch } from '@mantine/core';
import { useCreatePrayer, useUpdatePrayer } from '../api/prayer-mutations';
import {
  initialPrayerValues,
  type PrayerFormValues,
  suggestsTestimony,
  toCreateBody,
  toPatchBody,
  validateNewPrayer,
  validatePrayerEdit,
} from '../lib/prayer-form';
import { notifyPrayerError } from '../lib/prayer-toasts';
import { categoryOptions } from './category-options';

/** `item`: the prayer to edit; null: a new prayer. */
interface PrayerFormProps extends EditFormProps<Prayer> {
  /** After an edit marked answered a prayer without a testimony: suggest adding one (spec section 4). */
  onSuggestTestimony: (prayer: Prayer) => void;
}

const prayerTexts = {
  title: { create: 'Nueva Oración', edit: 'Editar Oración' },
  label: { create: 'Nueva oración', edit: 'Editar oración' },
  submit: 'Crear Oración',
};

function PrayerForm(props: PrayerFormProps) {
  const { item: prayer, onClose, onSuggestTestimony } = props;
  const create = useCreatePrayer();
  const update = useUpdatePrayer();
  const form = useEditForm<PrayerFormValues>(props, prayerTexts, {
    initialValues: () => initialPrayerValues(prayer),
    validate: prayer ? validatePrayerEdit : validateNewPrayer,
    save: async (values) => {
      try {
        if (!prayer) {
          await create.mutateAsync(toCreateBody(values));
          notifySuccess(prayerToasts.created);
          onClose();
          return;
        }
        const patch = toPatchBody(values, prayer);
        // Nothing changed: nothing is sent and nothing is claimed.
        const changed = Object.keys(patch).length > 0;
        const saved = changed ? await update.mutateAsync({ id: prayer.id, patch }) : prayer;
        if (changed) notifySuccess(prayerToasts.updated);
        onClose();
        if (suggestsTestimony(values, prayer)) onSuggestTestimony(saved);
      } catch (err) {
        notifyPrayerError(err, prayer ? prayerToasts.updateError : prayerToasts.createError);
        throw err;
      }
    },
  });
  const { values, errors, setField } = form;
  const bind = fieldBinders(values, errors, setField);
  const anonymityLocked = !!prayer && !prayer.isMine;

  return (
    <EditSchemaForm {...form.frame} saving={create.isPending || update.isPending}>
      <CountedTextInput
        label="Título"
        schema={prayerBodySchema.shape.title}
        {...bind.value('title')}
        {...requiredField}
      />
      <Select
        label="Categoría"
        placeholder="Elige una categoría"
        data={categoryOptions}
        {...bind.choice('category')}
        allowDeselect={false}
        {...requiredField}
      />
      <CountedTextarea
        label="Descripción"
        schema={prayerBodySchema.shape.description}
        {...bind.value('description')}
        autosize
        minRows={4}
        maxRows={10}
        {...requiredField}
      />
      <Switch
        label="Oración anónima"
        description={
          anonymityLocked
            ? errorMessages.PRAYER_ANONYMITY_FORBIDDEN
            : 'Solo los pastores verán quién la pidió; el resto de la comunidad verá «Anónimo».'
        }
        {...bind.checked('isAnonymous')}
        disabled={anonymityLocked}
      />
      {prayer && <Checkbox label="Marcar como respondida" {...bind.checked('isAnswered')} />}
    </EditSchemaForm>
  );
}

/** 'Nueva Oración' and 'Editar Oración' (spec section 2), with the shared schemas' rules. */
export const PrayerFormModal = editFormModal(PrayerForm, { texts: prayerTexts, fullScreenBelow: '36em' });
