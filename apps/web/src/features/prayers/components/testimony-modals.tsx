import { prayerToasts } from '@koinonia/shared/prayers/prayers.labels';
import { type Prayer, testimonyBodySchema } from '@koinonia/shared/prayers/prayers.schemas';
import { CountedTextarea } from '@koinonia/ui/components/counted-text-input';
import { FormModal, SchemaForm } from '@koinonia/ui/components/form-modal';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { notifySuccess } from '@koinonia/ui/notify';
import { requiredField } from '@koinonia/ui/required-field';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import { Stack, Text } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format-date';
import { useAddTestimony } from '../api/prayer-mutations';
import { type TestimonyValues, validateTestimony } from '../lib/prayer-form';
import { notifyPrayerError } from '../lib/prayer-toasts';

export interface TestimonyTarget {
  prayer: Prayer;
  /** Opened as the suggestion after 'Marcar como respondida'. */
  suggested: boolean;
}

/** 'Añadir Testimonio' (spec section 2); adding one marks the prayer answered on the server. */
export function AddTestimonyModal({
  target,
  onClose,
}: {
  target: TestimonyTarget | null;
  onClose: () => void;
}) {
  return (
    <FormModal opened={!!target} onClose={onClose} title="Añadir Testimonio" fullScreenBelow="36em">
      {target && <TestimonyForm target={target} onClose={onClose} />}
    </FormModal>
  );
}

function TestimonyForm({ target, onClose }: { target: TestimonyTarget; onClose: () => void }) {
  const add = useAddTestimony();
  const form = useSchemaForm<TestimonyValues>({
    initialValues: { content: '' },
    validate: validateTestimony,
    save: async (values) => {
      try {
        await add.mutateAsync({ id: target.prayer.id, body: values });
        notifySuccess(prayerToasts.testimonyAdded);
        onClose();
      } catch (err) {
        notifyPrayerError(err, prayerToasts.testimonyAddError);
        throw err;
      }
    },
  });
  return (
    <SchemaForm
      form={form}
      label="Añadir testimonio"
      submitLabel="Guardar Testimonio"
      saving={add.isPending}
      onCancel={onClose}
    >
      {target.suggested && (
        <StatusAlert color="green" icon={<IconConfetti size={18} aria-hidden />} title="¡Oración respondida!">
          <Text size="sm" c="dark.7">
            ¿Quieres añadir el testimonio de cómo Dios respondió? Anima a la comunidad.
          </Text>
        </StatusAlert>
      )}
      <Text size="sm">
        Oración: <strong>{target.prayer.title}</strong>
      </Text>
      <CountedTextarea
        label="Testimonio"
        placeholder="Cuenta cómo Dios respondió esta oración"
        schema={testimonyBodySchema.shape.content}
        value={form.values.content}
        onChange={(v) => form.setField('content', v)}
        error={form.errors.content}
        autosize
        minRows={4}
        maxRows={10}
        {...requiredField}
      />
    </SchemaForm>
  );
}

/** The whole testimony of a prayer (the card clamps it). */
export function ViewTestimonyModal({ prayer, onClose }: { prayer: Prayer | null; onClose: () => void }) {
  return (
    <FormModal opened={!!prayer} onClose={onClose} title="Testimonio" fullScreenBelow="36em">
      {prayer?.testimony && (
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            {prayer.title} · compartido el {formatDate(prayer.testimony.createdAt)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{prayer.testimony.content}</Text>
        </Stack>
      )}
    </FormModal>
  );
}
