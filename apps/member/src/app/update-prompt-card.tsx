import { Button, Group, Paper, Text } from '@mantine/core';
import { newVersion } from '../boot/service-worker';

/** The card of 'Hay una nueva versión de la app' (update-prompt.tsx shows it). */
export function UpdatePromptCard() {
  return (
    <Paper
      role="alertdialog"
      aria-labelledby="update-title"
      aria-describedby="update-text"
      shadow="md"
      withBorder
      radius="lg"
      p="md"
      pos="fixed"
      left={12}
      right={12}
      bottom="calc(76px + env(safe-area-inset-bottom))"
      maw={480}
      mx="auto"
      style={{ zIndex: 200 }}
    >
      <Text id="update-title" fw={600}>
        Hay una nueva versión de la app
      </Text>
      <Text id="update-text" size="sm" c="gray.7" mt={2}>
        Actualiza para usar lo último.
      </Text>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="default" onClick={newVersion.dismiss}>
          Más tarde
        </Button>
        <Button onClick={() => void newVersion.apply()}>Actualizar</Button>
      </Group>
    </Paper>
  );
}
