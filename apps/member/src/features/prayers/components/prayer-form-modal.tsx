import { prayerCategoryInfo } from '@koinonia/shared/prayers/prayers.labels';
import { type Prayer, prayerBodySchema, prayerCategories } from '@koinonia/shared/prayers/prayers.schemas';
import { CountedTextarea, CountedTextInput } from '@koinonia/ui/components/counted-text-input';
import { FormSaveError } from '@koinonia/ui/components/form-save-error';
import { notifySuccess } from '@koinonia/ui/notify';
import { requiredField } from '@koinonia/ui/required-field';
import { fieldBinders } from '@koinonia/ui/schema-form';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import { Button, Group, Modal, NativeSelect, Stack, Switch } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCreatePrayer } from '../api/create-prayer';
import { useUpdatePrayer } from '../api/update-prayer';
import {
  initialPrayerValues,
  type PrayerFormValues,
  toPrayerBody,
  toPrayerPatch,
  validatePrayer,
} from '../lib/prayer-form';

const categoryOptions = [
  { value: '', label: 'Elige una categoría', disabled: true },
  ...prayerCategories.map((c) => ({
    value: c,
    label: `${prayerCategoryInfo[c].emoji} ${prayerCategoryInfo[c].label}`,
  })),
];

interface PrayerFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The person's prayer to edit; none: 'Pedir oración'. */
  prayer?: Prayer | null;
}

/** 'Pedir oración' and 'Editar petición': full screen on a phone, the API's own rules. */
export function PrayerFormModal({ opened, onClose, prayer }: PrayerFormModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={prayer ? 'Editar petición' : 'Pedir oración'}
      fullScreen={phone}
      radius="md"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <PrayerForm key={prayer?.id ?? 'new'} prayer={prayer ?? null} onClose={onClose} />
    </Modal>
  );
}

function PrayerForm({ prayer, onClose }: { prayer: Prayer | null; onClose: () => void }) {
  const create = useCreatePrayer();
  const update = useUpdatePrayer();
  const form = useSchemaForm<PrayerFormValues>({
    initialValues: () => initialPrayerValues(prayer),
    validate: validatePrayer,
    saveFallback: prayer ? 'No se pudo guardar la petición.' : 'No se pudo publicar la petición.',
    save: async (values) => {
      if (!prayer) {
        await create.mutateAsync(toPrayerBody(values));
        notifySuccess('Tu petición ya está en el muro de oración.');
      } else {
        const patch = toPrayerPatch(values, prayer);
        if (Object.keys(patch).length > 0) {
          await update.mutateAsync({ id: prayer.id, patch });
          notifySuccess('Petición actualizada.');
        }
      }
      onClose();
    },
  });
  const { values, errors, setField } = form;
  const bind = fieldBinders(values, errors, setField);
  const saving = create.isPending || update.isPending;

  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={prayer ? 'Editar petición' : 'Pedir oración'}
    >
      <Stack gap="md">
        <CountedTextInput
          label="Título"
          size="md"
          schema={prayerBodySchema.shape.title}
          {...bind.value('title')}
          {...requiredField}
        />
        <NativeSelect
          label="Categoría"
          size="md"
          data={categoryOptions}
          {...bind.input('category')}
          {...requiredField}
        />
        <CountedTextarea
          label="Descripción"
          size="md"
          schema={prayerBodySchema.shape.description}
          {...bind.value('description')}
          autosize
          minRows={4}
          maxRows={10}
          {...requiredField}
        />
        <Switch
          size="md"
          label="Pedir de forma anónima"
          description="Tu nombre no se mostrará a la comunidad; solo los pastores sabrán que la pediste."
          {...bind.checked('isAnonymous')}
        />
        {form.saveError && (
          <FormSaveError
            title={prayer ? 'No se pudo guardar' : 'No se pudo publicar'}
            message={form.saveError}
            onClose={form.dismissSaveError}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" mih={44} loading={saving}>
            {prayer ? 'Guardar cambios' : 'Publicar petición'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
