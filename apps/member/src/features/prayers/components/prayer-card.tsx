import { prayerCategoryInfo } from '@koinonia/shared/prayers/prayers.labels';
import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { formatShortDay } from '../../../lib/format-date';
import { askedBy } from '../lib/prayer-display';
import { PrayButton } from './pray-button';
import { PrayingPeople } from './praying-people';

/**
 * One prayer: its category, 'Respondida', the request, who asked (never an anonymous author), the
 * testimony, and the people praying with 'Estoy orando'. `actions`: the author's own buttons.
 */
export function PrayerCard({ prayer, actions }: { prayer: Prayer; actions?: ReactNode }) {
  const titleId = useId();
  const category = prayerCategoryInfo[prayer.category];
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={titleId}
      data-testid="prayer-card"
    >
      <Stack gap="sm">
        <Group gap={6}>
          <Badge variant="light" color="gray" c="gray.9" tt="none" size="lg" fw={600}>
            <span aria-hidden>{category.emoji} </span>
            {category.label}
          </Badge>
          {prayer.isAnswered && (
            <Badge
              variant="light"
              color="teal"
              c="teal.9"
              tt="none"
              size="lg"
              fw={600}
              leftSection={<IconCheck size={14} aria-hidden />}
            >
              Respondida
            </Badge>
          )}
        </Group>
        <div>
          <Title order={2} fz="lg" lh={1.3} id={titleId}>
            {prayer.title}
          </Title>
          <Text size="sm" c="gray.7">
            {askedBy(prayer)} · {formatShortDay(prayer.createdAt)}
          </Text>
        </div>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {prayer.description}
        </Text>
        {prayer.testimony && (
          <Box
            p="sm"
            bg="teal.0"
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              borderInlineStart: '3px solid var(--mantine-color-teal-7)',
            }}
          >
            <Text size="sm" fw={700} c="teal.9">
              Testimonio
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {prayer.testimony.content}
            </Text>
          </Box>
        )}
        <PrayButton prayer={prayer} />
        <PrayingPeople prayer={prayer} />
        {actions}
      </Stack>
    </Paper>
  );
}
