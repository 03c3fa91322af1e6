import { errorMessage } from '@koinonia/ui/api-client';
import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadEventIcs } from '../api/download-event-ics';

/** 'Añadir a mi calendario': downloads the event as an .ics file, which the phone opens in its calendar. */
export function AddToCalendarButton({ eventId }: { eventId: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setPending(true);
    setError(null);
    try {
      await downloadEventIcs(eventId);
    } catch (err) {
      setError(errorMessage(err, 'No se pudo descargar el evento. Inténtalo de nuevo.'));
    } finally {
      setPending(false);
    }
  }
  return (
    <Stack gap={4}>
      <Button
        variant="default"
        size="md"
        mih={48}
        fullWidth
        loading={pending}
        leftSection={<IconDownload size={20} aria-hidden />}
        onClick={() => void download()}
      >
        Añadir a mi calendario
      </Button>
      {error && (
        <Text role="alert" size="sm" c="red.9" ta="center">
          {error}
        </Text>
      )}
    </Stack>
  );
}
