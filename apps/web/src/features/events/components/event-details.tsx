import { eventPriorityLabels, formatEventDay } from '@koinonia/shared/events/events.labels';
import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { formatCount } from '@koinonia/ui/format-number';
import { Anchor, Badge, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEventImageUrl } from '../lib/use-event-image-url';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text component="dt" size="xs" fw={600} c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The expanded detail card of an event (spec §2): everything the compact row leaves out. */
export function EventDetails({ event }: { event: EventItem }) {
  const src = useEventImageUrl()(event.imageUrl);
  return (
    <Stack gap="sm">
      {src && (
        <Image
          src={src}
          alt={event.imageAlt ?? ''}
          radius="sm"
          maw={360}
          mah={240}
          fit="cover"
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {event.content}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
        <Detail label="Ubicación">{event.location}</Detail>
        <Detail label="Dirección">{event.address ?? '—'}</Detail>
        <Detail label="Capacidad">{formatCount(event.capacity)} personas</Detail>
        <Detail label="Organizador">{event.organizer ?? '—'}</Detail>
        <Detail label="Teléfono de contacto">
          {event.contactPhone ? (
            <Anchor href={`tel:${event.contactPhone.replace(/[^\d+]/g, '')}`} size="sm">
              {event.contactPhone}
            </Anchor>
          ) : (
            '—'
          )}
        </Detail>
        <Detail label="Correo de contacto">
          {event.contactEmail ? (
            <Anchor href={`mailto:${event.contactEmail}`} size="sm">
              {event.contactEmail}
            </Anchor>
          ) : (
            '—'
          )}
        </Detail>
        <Detail label="Inscripción">
          {event.requiresRegistration
            ? event.registrationDeadline
              ? `Requerida, hasta el ${formatEventDay(event.registrationDeadline)}`
              : 'Requerida'
            : 'No requerida'}
        </Detail>
        <Detail label="Prioridad">{eventPriorityLabels[event.priority] ?? String(event.priority)}</Detail>
        <Detail label="Destacado">{event.featured ? 'Sí' : 'No'}</Detail>
      </SimpleGrid>
      {event.tags.length > 0 && (
        <Group gap={6} aria-label="Etiquetas" role="list">
          {event.tags.map((tag) => (
            <Badge key={tag} role="listitem" variant="light" color="gray" c="gray.8" tt="none">
              #{tag}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
