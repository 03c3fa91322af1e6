import type { AppEventItem } from '@koinonia/shared/events/events-read.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { Button, Stack, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useToggleInterest } from '../api/toggle-interest';

/**
 * 'Me interesa': a toggle button (aria-pressed says whether the person is interested). The server's
 * answer sets the state; a refusal (closed, registration over, full) shows the server's words under it.
 */
export function InterestButton({ event }: { event: AppEventItem }) {
  const toggle = useToggleInterest(event.id);
  const on = event.isInterested;
  return (
    <Stack gap="xs">
      <Button
        size="md"
        mih={48}
        fullWidth
        variant={on ? 'filled' : 'outline'}
        aria-pressed={on}
        loading={toggle.isPending}
        leftSection={on ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
        onClick={() => {
          if (!toggle.isPending) toggle.mutate();
        }}
      >
        Me interesa
      </Button>
      <Text size="sm" c="gray.7" ta="center" aria-live="polite">
        {on ? 'Marcaste que te interesa este evento.' : 'Márcalo para que tu comunidad sepa que irás.'}
      </Text>
      {toggle.isError && (
        <StatusAlert color="red" role="alert" title="No se pudo marcar el interés">
          {errorMessage(toggle.error, 'Inténtalo de nuevo.')}
        </StatusAlert>
      )}
    </Stack>
  );
}
