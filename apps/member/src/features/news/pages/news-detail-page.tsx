import { ApiError } from '@koinonia/ui/api-client';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { useSession } from '@koinonia/ui/use-session';
import { Anchor, Badge, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft, IconCalendar, IconMapPin, IconNewsOff, IconUser } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useNewsItem } from '../api/news-item';
import classes from '../components/news-card.module.css';
import { newsCategory, newsDate, newsImageSrc } from '../lib/news-display';

function BackLink() {
  return (
    <Anchor component={Link} to="/noticias" size="sm" fw={600} className={classes.back}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={18} aria-hidden />
        Noticias
      </Group>
    </Anchor>
  );
}

/** /noticias/:id: one news with its image, date, category and text. */
export default function NewsDetailPage() {
  const { id = '' } = useParams();
  const communityId = useSession()?.user.communityId;
  const query = useNewsItem(id);
  const item = query.data;
  useDocumentTitle(`${item?.title ?? 'Noticia'} · Koinonia`);

  if (query.isPending) {
    return (
      <Stack gap="md">
        <BackLink />
        <Title order={1} fz="h2">
          Noticia
        </Title>
        <LoadingPanel text="Cargando noticia..." />
      </Stack>
    );
  }
  if (!item) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="md">
        <BackLink />
        <Title order={1} fz="h2">
          Noticia
        </Title>
        {gone ? (
          <EmptyState
            icon={<IconNewsOff size={28} />}
            title="Esta noticia ya no está disponible"
            text="Puede que la hayan retirado. Mira las demás noticias de la iglesia."
            action={
              <Button component={Link} to="/noticias">
                Ver todas las noticias
              </Button>
            }
          />
        ) : (
          <QueryError query={query} fallback="No se pudo cargar la noticia" />
        )}
      </Stack>
    );
  }

  const src = newsImageSrc(item.imageUrl, communityId);
  const category = newsCategory(item);
  return (
    <Stack gap="md" component="article">
      <BackLink />
      {src && (
        <Image
          src={src}
          alt={item.imageAlt ?? ''}
          width={800}
          height={450}
          radius="md"
          className={classes.image}
        />
      )}
      <Group gap="xs">
        {category && (
          <Badge variant="light" color="violet" c={badgeTextColor('violet')}>
            {category.emoji} {category.name}
          </Badge>
        )}
        <Text size="sm" c="gray.7">
          {newsDate(item, true)}
        </Text>
      </Group>
      <Title order={1} fz="h2" lh={1.25}>
        {item.title}
      </Title>
      <Text fw={500}>{item.summary}</Text>
      {(item.eventTime || item.location || item.contactPerson) && (
        <Stack gap={6}>
          {item.eventTime && (
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={18} aria-hidden />
              <Text size="sm">Hora: {item.eventTime}</Text>
            </Group>
          )}
          {item.location && (
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={18} aria-hidden />
              <Text size="sm">Lugar: {item.location}</Text>
            </Group>
          )}
          {item.contactPerson && (
            <Group gap={6} wrap="nowrap">
              <IconUser size={18} aria-hidden />
              <Text size="sm">Contacto: {item.contactPerson}</Text>
            </Group>
          )}
        </Stack>
      )}
      <Text style={{ whiteSpace: 'pre-line' }}>{item.content}</Text>
    </Stack>
  );
}
