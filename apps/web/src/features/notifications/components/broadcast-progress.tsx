import type { BroadcastItem } from '@koinonia/shared/notifications/notifications-read.schemas';
import { formatCount } from '@koinonia/ui/format-number';
import { Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { progressOf } from '../lib/notification-logic';
import { centreTexts } from '../lib/notification-texts';

/**
 * The broadcast going on in the background: a bar of the devices tried (sent in green, failed in red)
 * of the total, read every second. The bar is one progressbar named 'Progreso del envío', valued in
 * devices ('120 de 320 dispositivos').
 */
export function BroadcastProgress({ broadcast }: { broadcast: BroadcastItem }) {
  const p = progressOf(broadcast);
  const valueText = `${formatCount(p.done)} de ${formatCount(p.total)} dispositivos (${p.percent}%)`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="violet.0"
      component="section"
      aria-labelledby="broadcast-progress-title"
      data-testid="broadcast-progress"
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" color="violet" aria-hidden />
          <Text fw={700} id="broadcast-progress-title" c="violet.9">
            {centreTexts.progressTitle}
          </Text>
        </Group>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          «{broadcast.title}»
        </Text>
        <Progress.Root
          size="lg"
          radius="xl"
          role="progressbar"
          aria-label={centreTexts.progressLabel}
          aria-valuemin={0}
          aria-valuemax={p.total}
          aria-valuenow={p.done}
          aria-valuetext={valueText}
        >
          <Progress.Section value={p.sentShare} color="green.7" withAria={false} />
          <Progress.Section value={p.failedShare} color="red.8" withAria={false} />
        </Progress.Root>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" data-testid="broadcast-progress-count">
            {valueText}
          </Text>
          <Text size="sm" c="gray.8">
            Enviadas: <strong>{formatCount(p.sent)}</strong> · Errores:{' '}
            <strong>{formatCount(p.failed)}</strong>
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
