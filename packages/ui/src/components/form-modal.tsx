import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { SchemaFormState } from '../use-schema-form';
import { FormSaveError } from './form-save-error';

export interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog's title and accessible name ('Nuevo Grupo'). */
  title: string;
  size?: ModalProps['size'];
  /** The dialog fills the screen below this width (an em value, e.g. '36em'). */
  fullScreenBelow?: string;
  centered?: boolean;
  /** The body: a `SchemaForm`, or its loading and error states. Unmounted when the modal closes. */
  children: ReactNode;
}

const titleStyles = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

/** The shell of a create/edit form: a modal with a bold title that fills the screen on phones. */
export function FormModal({
  opened,
  onClose,
  title,
  size = 'lg',
  fullScreenBelow,
  centered,
  children,
}: FormModalProps) {
  const phone = useMediaQuery(fullScreenBelow ? `(max-width: ${fullScreenBelow})` : 'not all');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={phone}
      centered={centered}
      styles={titleStyles}
    >
      {children}
    </Modal>
  );
}

export interface SchemaFormProps<V extends object> {
  /** The state from `useSchemaForm` (values, field errors, refusal, submit). */
  form: SchemaFormState<V>;
  /** The form's accessible name ('Nuevo grupo'). */
  label?: string;
  /** The submit button: 'Guardar Cambios', 'Crear Grupo'… */
  submitLabel: string;
  saving: boolean;
  /** Disables the submit button (e.g. while an image is being prepared). */
  submitDisabled?: boolean;
  /** The title of the refusal alert ('No se pudo guardar el grupo'); none: the refusal is toasted. */
  saveErrorTitle?: string;
  onCancel: () => void;
  /** The fields, above the refusal and the buttons. */
  children: ReactNode;
}

/**
 * A form validated with a shared zod schema: the fields, then the refusal of the last save in a red
 * alert, then 'Cancelar' (disabled while saving) and the submit button (loading while saving).
 */
export function SchemaForm<V extends object>({
  form,
  label,
  submitLabel,
  saving,
  submitDisabled,
  saveErrorTitle,
  onCancel,
  children,
}: SchemaFormProps<V>) {
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        {saveErrorTitle && form.saveError && (
          <FormSaveError title={saveErrorTitle} message={form.saveError} onClose={form.dismissSaveError} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
