import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPray } from '@tabler/icons-react';
import { useTogglePraying } from '../api/toggle-praying';
import { prayingCountText } from '../lib/prayer-display';

/**
 * 'Estoy orando': a toggle button (aria-pressed) that changes at once, with the count beside it. A
 * press the server refuses is undone, and its message shows under the button.
 */
export function PrayButton({ prayer }: { prayer: Prayer }) {
  const toggle = useTogglePraying(prayer.id);
  const on = prayer.isPraying;
  return (
    <Stack gap={6}>
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm" c="gray.8" aria-live="polite" data-testid="praying-count">
          {prayingCountText(prayer.prayingCount)}
        </Text>
        <Button
          size="sm"
          mih={44}
          radius="xl"
          variant={on ? 'filled' : 'outline'}
          aria-pressed={on}
          leftSection={<IconPray size={18} aria-hidden />}
          onClick={() => toggle.mutate()}
          style={{ flex: 'none' }}
        >
          Estoy orando
        </Button>
      </Group>
      {toggle.isError && (
        <Text role="alert" size="sm" c="red.9">
          No se pudo guardar tu oración: {errorMessage(toggle.error, 'inténtalo de nuevo.')}
        </Text>
      )}
    </Stack>
  );
}
