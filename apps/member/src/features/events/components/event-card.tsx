import { eventCategoryInfo, formatEventPrice, formatEventTime } from '@koinonia/shared/events/events.labels';
import type { AppEventItem } from '@koinonia/shared/events/events-read.schemas';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconClock, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatShortDay } from '../../../lib/format-date';
import { eventImageUrl } from '../lib/event-image-url';
import classes from './event-card.module.css';

/** One upcoming event in the list: the whole card opens its detail. */
export function EventCard({ event }: { event: AppEventItem }) {
  const category = eventCategoryInfo[event.category] ?? eventCategoryInfo.default;
  const image = eventImageUrl(event.imageUrl);
  const free = !event.price;
  return (
    <Paper
      component={Link}
      to={`/eventos/${event.id}`}
      withBorder
      radius="md"
      p="sm"
      className={classes.card}
      data-testid="event-card"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {image ? (
          <img src={image} alt="" width={72} height={72} loading="lazy" className={classes.thumb} />
        ) : (
          <Box className={classes.thumb} aria-hidden>
            <span className={classes.emoji}>{category.emoji}</span>
          </Box>
        )}
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Title order={2} fz="md" lh={1.3} lineClamp={2}>
            {event.title}
          </Title>
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} aria-hidden className={classes.icon} />
            <Text size="sm" c="gray.8">
              {formatShortDay(event.eventDate)} · {formatEventTime(event.eventTime)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden className={classes.icon} />
            <Text size="sm" c="gray.8" lineClamp={1}>
              {event.location}
            </Text>
          </Group>
          <Group gap={6} mt={2}>
            <Badge variant="light" color="gray" c="gray.9" tt="none">
              {category.name}
            </Badge>
            <Badge variant="light" color={free ? 'teal' : 'gray'} c={free ? 'teal.9' : 'gray.9'} tt="none">
              {formatEventPrice(event.price)}
            </Badge>
            {event.isInterested && (
              <Badge
                variant="filled"
                color="violet"
                tt="none"
                leftSection={<IconCheck size={12} aria-hidden />}
              >
                Te interesa
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
