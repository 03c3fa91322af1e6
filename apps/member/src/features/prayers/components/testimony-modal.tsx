import { type Prayer, testimonyBodySchema } from '@koinonia/shared/prayers/prayers.schemas';
import { CountedTextarea } from '@koinonia/ui/components/counted-text-input';
import { FormSaveError } from '@koinonia/ui/components/form-save-error';
import { notifySuccess } from '@koinonia/ui/notify';
import { requiredField } from '@koinonia/ui/required-field';
import { fieldBinders } from '@koinonia/ui/schema-form';
import { useSchemaForm } from '@koinonia/ui/use-schema-form';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useAddTestimony } from '../api/add-testimony';
import { type TestimonyValues, validateTestimony } from '../lib/prayer-form';

/** 'Marcar como respondida' with the testimony of how it was answered (the prayer is then answered). */
export function TestimonyModal({ prayer, onClose }: { prayer: Prayer | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={prayer !== null}
      onClose={onClose}
      title="Compartir testimonio"
      fullScreen={phone}
      radius="md"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {prayer && <TestimonyForm key={prayer.id} prayer={prayer} onClose={onClose} />}
    </Modal>
  );
}

function TestimonyForm({ prayer, onClose }: { prayer: Prayer; onClose: () => void }) {
  const add = useAddTestimony();
  const form = useSchemaForm<TestimonyValues>({
    initialValues: { content: '' },
    validate: validateTestimony,
    saveFallback: 'No se pudo guardar el testimonio.',
    save: async ({ content }) => {
      await add.mutateAsync({ id: prayer.id, content });
      notifySuccess('Testimonio compartido: tu petición quedó respondida.');
      onClose();
    },
  });
  const bind = fieldBinders(form.values, form.errors, form.setField);
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label="Compartir testimonio">
      <Stack gap="md">
        <Text size="sm">
          Cuéntale a tu comunidad cómo respondió Dios a «{prayer.title}». La petición quedará marcada como
          respondida.
        </Text>
        <CountedTextarea
          label="Testimonio"
          size="md"
          schema={testimonyBodySchema.shape.content}
          {...bind.value('content')}
          autosize
          minRows={4}
          maxRows={10}
          {...requiredField}
        />
        {form.saveError && (
          <FormSaveError
            title="No se pudo guardar"
            message={form.saveError}
            onClose={form.dismissSaveError}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose} disabled={add.isPending}>
            Cancelar
          </Button>
          <Button type="submit" mih={44} loading={add.isPending}>
            Guardar testimonio
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
