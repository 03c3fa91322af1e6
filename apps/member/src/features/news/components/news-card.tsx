import type { NewsItem } from '@koinonia/shared/news/news.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { Badge, Card, Group, Image, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { newsCategory, newsDate, newsImageSrc } from '../lib/news-display';
import classes from './news-card.module.css';

/** A news in the list: its image, category, title, summary and date; the whole card opens it. */
export function NewsCard({
  item,
  communityId,
  eager = false,
}: {
  item: NewsItem;
  communityId: string | null | undefined;
  /** The first cards are on screen at once: their images load without waiting. */
  eager?: boolean;
}) {
  const src = newsImageSrc(item.imageUrl, communityId);
  const category = newsCategory(item);
  return (
    <Card component={Link} to={`/noticias/${item.id}`} withBorder radius="md" p={0} className={classes.card}>
      {src && (
        <Image
          src={src}
          alt={item.imageAlt ?? ''}
          width={800}
          height={450}
          loading={eager ? 'eager' : 'lazy'}
          className={classes.image}
        />
      )}
      <div className={classes.body}>
        <Group gap={6} mb={4}>
          {category && (
            <Badge variant="light" color="violet" c={badgeTextColor('violet')} size="sm">
              {category.emoji} {category.name}
            </Badge>
          )}
          <Text size="xs" c="gray.7">
            {newsDate(item)}
          </Text>
        </Group>
        <Title order={2} fz="md" lh={1.3}>
          {item.title}
        </Title>
        <Text size="sm" c="gray.7" mt={4} lineClamp={3}>
          {item.summary}
        </Text>
      </div>
    </Card>
  );
}
