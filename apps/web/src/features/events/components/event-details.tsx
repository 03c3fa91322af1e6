import { eventPriorityLabels, formatEventDay } from '@koinonia/shared/events/events.labels';
import type { EventItem } from '@koinonia/shared/events/events-read.schemas';
import { DetailItem } from '@koinonia/ui/components/detail-grid';
import { formatCount } from '@koinonia/ui/format-number';
import { Anchor, Badge, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEventImageUrl } from '../lib/use-event-image-url';

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
        <DetailItem label="Ubicación">{event.location}</DetailItem>
        <DetailItem label="Dirección">{event.address ?? '—'}</DetailItem>
        <DetailItem label="Capacidad">{formatCount(event.capacity)} personas</DetailItem>
        <DetailItem label="Organizador">{event.organizer ?? '—'}</DetailItem>
        <DetailItem label="Teléfono de contacto">
          {event.contactPhone ? (
            <Anchor href={`tel:${event.contactPhone.replace(/[^\d+]/g, '')}`} size="sm">
              {event.contactPhone}
            </Anchor>
          ) : (
            '—'
          )}
        </DetailItem>
        <DetailItem label="Correo de contacto">
          {event.contactEmail ? (
            <Anchor href={`mailto:${event.contactEmail}`} size="sm">
              {event.contactEmail}
            </Anchor>
          ) : (
            '—'
          )}
        </DetailItem>
        <DetailItem label="Inscripción">
          {event.requiresRegistration
            ? event.registrationDeadline
              ? `Requerida, hasta el ${formatEventDay(event.registrationDeadline)}`
              : 'Requerida'
            : 'No requerida'}
        </DetailItem>
        <DetailItem label="Prioridad">
          {eventPriorityLabels[event.priority] ?? String(event.priority)}
        </DetailItem>
        <DetailItem label="Destacado">{event.featured ? 'Sí' : 'No'}</DetailItem>
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
