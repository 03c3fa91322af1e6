import { Button, type MantineRadius, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { StatusAlert } from './status-alert';

export interface LoadErrorProps {
  /** The heading of the alert, verbatim from the spec. */
  title?: string;
  /** What went wrong: usually the server's message or the spec's fallback. */
  message: string;
  onRetry: () => void;
  /** Shows the retry button as loading (and disabled) while the data is fetched again. */
  retrying?: boolean;
  /** 'sm' for modals and tight places, 'md' (default) for a page's main content. */
  size?: 'sm' | 'md';
  radius?: MantineRadius;
  /** When given, the alert can be closed ('Cerrar aviso'). */
  onDismiss?: () => void;
}

/** A load failed: a red alert (role="alert", AA title) with the message and 'Reintentar'. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying = false,
  size = 'md',
  radius,
  onDismiss,
}: LoadErrorProps) {
  const compact = size === 'sm';
  return (
    <StatusAlert
      color="red"
      role="alert"
      radius={radius}
      title={title}
      icon={<IconAlertCircle size={18} aria-hidden />}
      withCloseButton={!!onDismiss}
      closeButtonLabel={onDismiss ? 'Cerrar aviso' : undefined}
      onClose={onDismiss}
    >
      <Stack gap={compact ? 'xs' : 'sm'} align="flex-start">
        <Text size="sm">{message}</Text>
        <Button
          size={compact ? 'xs' : 'sm'}
          color="red.9"
          leftSection={<IconRefresh size={compact ? 14 : 16} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          Reintentar
        </Button>
      </Stack>
    </StatusAlert>
  );
}
