import { eventCategoryInfo, eventStatusLabel } from '@koinonia/shared/events/events.labels';
import type { AppEventItem } from '@koinonia/shared/events/events-read.schemas';
import { ApiError } from '@koinonia/ui/api-client';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { AspectRatio, Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconChevronLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useEventDetail } from '../api/event-detail';
import { AddToCalendarButton } from '../components/add-to-calendar-button';
import { CalendarSubscription } from '../components/calendar-subscription';
import { EventFacts } from '../components/event-facts';
import { InterestButton } from '../components/interest-button';
import { eventImageUrl } from '../lib/event-image-url';

function BackLink() {
  return (
    <Button
      component={Link}
      to="/eventos"
      variant="subtle"
      color="gray"
      c="gray.8"
      mih={44}
      px={4}
      leftSection={<IconChevronLeft size={18} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      Eventos
    </Button>
  );
}

function EventView({ event }: { event: AppEventItem }) {
  const category = eventCategoryInfo[event.category] ?? eventCategoryInfo.default;
  const image = eventImageUrl(event.imageUrl);
  return (
    <Stack gap="md">
      {image && (
        <AspectRatio ratio={16 / 9} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          <img
            src={image}
            alt={event.imageAlt ?? ''}
            width={800}
            height={450}
            style={{ objectFit: 'cover', background: 'var(--mantine-color-gray-1)' }}
          />
        </AspectRatio>
      )}
      <Stack gap={6}>
        <Group gap={6}>
          <Badge variant="light" color="gray" c="gray.9" tt="none">
            {category.emoji} {category.name}
          </Badge>
          {event.status !== 'upcoming' && (
            <Badge
              variant="light"
              color={event.status === 'ongoing' ? 'teal' : 'red'}
              c={event.status === 'ongoing' ? 'teal.9' : 'red.9'}
              tt="none"
            >
              {eventStatusLabel(event.status)}
            </Badge>
          )}
        </Group>
        <Title order={1} fz="h2" lh={1.25}>
          {event.title}
        </Title>
        <Text c="gray.8">{event.summary}</Text>
      </Stack>
      <EventFacts event={event} />
      <Stack gap="sm">
        <InterestButton event={event} />
        <AddToCalendarButton eventId={event.id} />
      </Stack>
      <Divider />
      <section aria-labelledby="event-description">
        <Title id="event-description" order={2} fz="lg" mb="xs">
          Descripción
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{event.content}</Text>
      </section>
      <CalendarSubscription />
    </Stack>
  );
}

/** One event: its image, facts, 'Me interesa', the .ics download and the subscription to all of them. */
export default function EventDetailPage() {
  const { id = '' } = useParams();
  const detail = useEventDetail(id);
  const gone = detail.error instanceof ApiError && detail.error.status === 404;
  const title = detail.data && !gone ? detail.data.title : 'Evento';

  useEffect(() => {
    document.title = `${title} · Koinonia`;
  }, [title]);

  return (
    <Stack gap="sm">
      <BackLink />
      {detail.isPending ? (
        <>
          <Title order={1} fz="h2">
            Evento
          </Title>
          <LoadingPanel text="Cargando evento..." />
        </>
      ) : gone ? (
        <EmptyState
          order={1}
          icon={<IconCalendarOff size={28} aria-hidden />}
          title="Este evento ya no está disponible"
          text="Puede que lo hayan quitado o que ya no esté publicado."
          action={
            <Button component={Link} to="/eventos" mih={44}>
              Ver los próximos eventos
            </Button>
          }
        />
      ) : detail.data ? (
        <EventView event={detail.data} />
      ) : (
        <>
          <Title order={1} fz="h2">
            Evento
          </Title>
          <QueryError query={detail} fallback="No se pudo cargar el evento." />
        </>
      )}
    </Stack>
  );
}
