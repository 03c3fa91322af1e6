import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface ErrorBannerProps {
  /** The heading, verbatim from the spec; none: the message alone. */
  title?: string;
  /** The server's message, else the spec's fallback. */
  message: string;
  onClose: () => void;
  /** 'filled' (default): dark red with white text at AA contrast; 'light': the light red alert. */
  variant?: 'filled' | 'light';
}

/** A refusal the user can close ('Cerrar aviso'): a red alert (role="alert") above what was refused. */
export function ErrorBanner({ title, message, onClose, variant = 'filled' }: ErrorBannerProps) {
  return (
    <Alert
      color={variant === 'filled' ? 'red.9' : 'red'}
      variant={variant}
      role="alert"
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
