import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button, Group, Paper, Text } from '@mantine/core';

/** How often an open app asks whether a new version was deployed. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (which keeps the app's files for opening offline) and, when a new
 * version has been deployed and downloaded, offers 'Actualizar': the app reloads into it. Until then
 * the person keeps the version they are using.
 */
export default function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), CHECK_EVERY_MS);
    },
  });
  if (!needRefresh) return null;
  return (
    <Paper
      role="alertdialog"
      aria-labelledby="update-title"
      shadow="md"
      withBorder
      radius="lg"
      p="md"
      pos="fixed"
      left={12}
      right={12}
      bottom="calc(76px + env(safe-area-inset-bottom))"
      style={{ zIndex: 200 }}
    >
      <Text id="update-title" fw={600}>
        Hay una nueva versión de la app
      </Text>
      <Text size="sm" c="gray.7" mt={2}>
        Actualiza para usar lo último.
      </Text>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="subtle" color="gray" onClick={() => setNeedRefresh(false)}>
          Más tarde
        </Button>
        <Button onClick={() => void updateServiceWorker(true)}>Actualizar</Button>
      </Group>
    </Paper>
  );
}
