import { Group, Loader, Paper, Text } from '@mantine/core';

/** A page's first load: a bordered card with a spinner and what is loading ('Cargando grupos...'). */
export function LoadingPanel({ text }: { text: string }) {
  return (
    <Paper withBorder p="xl">
      <Group justify="center" gap="sm" role="status">
        <Loader size="sm" />
        <Text>{text}</Text>
      </Group>
    </Paper>
  );
}
