import { errorMessage } from '@koinonia/ui/api-client';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import {
  Anchor,
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useCalendarLink, webcalAddress } from '../api/calendar-link';

/**
 * 'Suscribirme a todos los eventos': asks the server for the person's iCalendar feed, then offers it as
 * a webcal:// link (the phone's calendar subscribes and keeps it up to date) and its https address to
 * copy (for calendars that ask for one).
 */
export function CalendarSubscription() {
  const [open, setOpen] = useState(false);
  const link = useCalendarLink(open);
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title id={titleId} order={2} fz="md">
          Todos los eventos en tu calendario
        </Title>
        <Text size="sm" c="gray.7">
          Tu calendario mostrará los eventos de la comunidad y se actualizará solo.
        </Text>
        {!open ? (
          <Button
            variant="light"
            mih={44}
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            onClick={() => setOpen(true)}
          >
            Suscribirme a todos los eventos
          </Button>
        ) : link.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Preparando tu suscripción...</Text>
          </Group>
        ) : link.isError ? (
          <StatusAlert color="red" role="alert" title="No se pudo obtener la suscripción">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(link.error, 'Inténtalo de nuevo.')}</Text>
              <Button size="xs" variant="white" onClick={() => void link.refetch()}>
                Reintentar
              </Button>
            </Stack>
          </StatusAlert>
        ) : (
          <Stack gap="xs">
            <Button
              component="a"
              href={webcalAddress(link.data.url)}
              mih={44}
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
            >
              Abrir en mi calendario
            </Button>
            <Text size="sm" c="gray.7">
              ¿Tu calendario pide una dirección? Cópiala y pégala en “Añadir calendario desde URL”:
            </Text>
            <Anchor
              href={link.data.url}
              size="xs"
              c="gray.8"
              style={{ wordBreak: 'break-all' }}
              data-testid="calendar-feed-url"
            >
              {link.data.url}
            </Anchor>
            <CopyButton value={link.data.url}>
              {({ copied, copy }) => (
                <>
                  <Button
                    variant="default"
                    mih={44}
                    onClick={copy}
                    leftSection={
                      copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                    }
                  >
                    {copied ? 'Dirección copiada' : 'Copiar dirección'}
                  </Button>
                  <VisuallyHidden role="status">{copied ? 'Dirección copiada' : ''}</VisuallyHidden>
                </>
              )}
            </CopyButton>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
