import { imageTypes, imageUrl, LOCAL_UPLOADS_BASE } from '@koinonia/shared/images/image-url';
import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { QueryError } from '@koinonia/ui/components/query-error';
import { useSession } from '@koinonia/ui/use-session';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useHomeSlice } from '../api/home-slice';
import classes from './home.module.css';
import { HomeSection, SectionEmpty, SectionLoading } from './home-section';

function NewsCard({ item, communityId }: { item: NewsItem; communityId: string | null | undefined }) {
  const src = imageUrl(item.imageUrl, {
    base: LOCAL_UPLOADS_BASE,
    local: true,
    type: imageTypes.news,
    communityId,
    warn: () => {},
  });
  return (
    <Paper
      component={Link}
      to={`/noticias/${item.id}`}
      withBorder
      radius="md"
      p="sm"
      className={classes.card}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {src && <img src={src} alt="" width={88} height={66} className={classes.thumb} />}
        <Stack gap={2} miw={0}>
          <Text fw={700} lh={1.3} lineClamp={2}>
            {item.title}
          </Text>
          <Text size="sm" c="gray.7" lineClamp={2}>
            {item.summary}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The home's news cards (the home slice), each opening its news. */
export function HomeNews() {
  const communityId = useSession()?.user.communityId;
  const query = useHomeSlice();
  return (
    <HomeSection id="home-news" title="Noticias" more={{ to: '/noticias', label: 'Ver todas las noticias' }}>
      {query.isPending ? (
        <SectionLoading text="Cargando noticias..." />
      ) : query.isError && !query.data ? (
        <QueryError query={query} fallback="No se pudieron cargar las noticias" size="sm" />
      ) : query.data.length === 0 ? (
        <SectionEmpty text="No hay noticias destacadas por ahora." />
      ) : (
        <Stack component="ul" gap="sm" className={classes.list}>
          {query.data.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} communityId={communityId} />
            </li>
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
