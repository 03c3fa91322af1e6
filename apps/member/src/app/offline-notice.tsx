import { Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useOnline } from '../lib/use-online';

/** 'Sin conexión' while the phone has no network: what is shown is the last data the app received. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Group
      role="status"
      gap={8}
      justify="center"
      px="md"
      py={6}
      bg="gray.8"
      data-testid="offline-notice"
      wrap="nowrap"
    >
      <IconWifiOff size={16} color="white" aria-hidden />
      <Text size="sm" c="white" fw={600}>
        Sin conexión
      </Text>
      <Text size="sm" c="gray.3">
        Mostrando lo último que se cargó
      </Text>
    </Group>
  );
}
