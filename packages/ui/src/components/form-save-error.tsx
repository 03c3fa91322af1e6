import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface FormSaveErrorProps {
  /** 'No se pudo guardar el grupo', verbatim from the spec. */
  title: string;
  /** The server's message, else the spec's fallback. */
  message: string;
  onClose: () => void;
}

/**
 * A refused save inside the form: a filled dark-red alert (role="alert", white text at AA contrast)
 * that can be closed ('Cerrar aviso'); the form stays open to correct or cancel.
 */
export function FormSaveError({ title, message, onClose }: FormSaveErrorProps) {
  return (
    <Alert
      color="red.9"
      variant="filled"
      title={title}
      icon={<IconAlertTriangle aria-hidden />}
      withCloseButton
      closeButtonLabel="Cerrar aviso"
      onClose={onClose}
    >
      {message}
    </Alert>
  );
}
