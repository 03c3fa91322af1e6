import type { PrayerStats } from '@koinonia/shared/prayers/prayers.schemas';
import { Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconActivity, IconBulb, IconMessageHeart, IconTarget } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { prayerInsights, type TestimonyBand } from '../lib/prayer-stats';

const bandColor: Record<TestimonyBand, string> = { praise: 'green', sharing: 'blue', encourage: 'orange' };

function Block({
  icon,
  color,
  title,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children: string;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon size={30} radius="md" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Title order={4} size="h6">
          {title}
        </Title>
        <Text size="sm">{children}</Text>
      </div>
    </Group>
  );
}

/** 'Perspectivas de la comunidad' (spec section 2): the testimony-rate bar and four text blocks. */
export function InsightsCard({ stats }: { stats: PrayerStats }) {
  const insights = prayerInsights(stats);
  const color = bandColor[insights.band];
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Stack gap="md">
        <Title order={3} size="h5">
          Perspectivas de la comunidad
        </Title>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600} id="testimony-rate-label">
              Tasa de testimonios
            </Text>
            <Text size="sm" fw={700}>
              {insights.rate}%
            </Text>
          </Group>
          <Progress.Root size="lg" radius="xl">
            <Progress.Section value={insights.rate} color={color} aria-labelledby="testimony-rate-label" />
          </Progress.Root>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Block icon={<IconTarget size={18} aria-hidden />} color="violet" title="Enfoque principal">
            {insights.mainFocus}
          </Block>
          <Block icon={<IconActivity size={18} aria-hidden />} color="blue" title="Actividad reciente">
            {insights.recentActivity}
          </Block>
          <Block icon={<IconMessageHeart size={18} aria-hidden />} color={color} title="Testimonios">
            {insights.testimonies}
          </Block>
          <Block icon={<IconBulb size={18} aria-hidden />} color="yellow" title="Sugerencia pastoral">
            {insights.suggestion}
          </Block>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
