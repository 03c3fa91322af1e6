import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

/** The first load failed: the server's message (or the spec's fallback) and 'Reintentar'. */
export function LoadErrorPanel({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert
      color="red"
      title="Error al cargar grupos"
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          color="red.9"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}
