import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import requiredLabel from '../../../components/required-label.module.css';

/** Darker muted grey and error red inside forms, so descriptions and field errors pass AA contrast. */
export const formStyle = {
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  '--mantine-color-error': 'var(--mantine-color-red-9)',
} as CSSProperties;

/** The server's refusal (or the spec's fallback) in a red alert inside the form; the form stays open. */
export function FormSaveError({
  title,
  message,
  onClose,
}: {
  title: string;
  message: string;
  onClose: () => void;
}) {
  return (
    <Alert
      color="red"
      variant="filled"
      title={title}
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      withCloseButton
      closeButtonLabel="Cerrar aviso"
      onClose={onClose}
      styles={{ root: { backgroundColor: 'var(--mantine-color-red-9)' } }}
    >
      {message}
    </Alert>
  );
}

/**
 * A required input: aria-required, and the asterisk drawn by CSS outside the label's accessible name
 * (the label reads 'Capacidad', not 'Capacidad *'). Forms use noValidate, so no native bubbles.
 */
export const requiredField = {
  required: true,
  withAsterisk: false,
  labelProps: { className: requiredLabel.required },
} as const;
