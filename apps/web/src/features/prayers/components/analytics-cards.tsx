import type { PrayerStats } from '@koinonia/shared/prayers/prayers.schemas';
import { formatCount } from '@koinonia/ui/format-number';
import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconActivity, IconCategory, IconMessageHeart, IconPray } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { prayerAreas } from '../lib/prayer-stats';

function Card({
  icon,
  color,
  label,
  value,
  hint,
}: {
  icon: ReactNode;
  color: string;
  label: string;
  value: number;
  hint: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={6}>
        <Text size="sm" fw={600} c="gray.7" lh={1.3}>
          {label}
        </Text>
        <ThemeIcon size={30} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      <Text fz={26} fw={700} lh={1.2}>
        {formatCount(value)}
      </Text>
      <Text size="xs" c="gray.7">
        {hint}
      </Text>
    </Paper>
  );
}

/** The four summary cards (spec section 2), all over the chosen period. */
export function AnalyticsCards({ stats }: { stats: PrayerStats }) {
  const recentDays = Math.min(7, stats.period);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <Card
        icon={<IconPray size={18} aria-hidden />}
        color="violet"
        label="Total de oraciones"
        value={stats.totalPrayers}
        hint={`${formatCount(stats.recentActivity)} en los últimos ${recentDays} días`}
      />
      <Card
        icon={<IconMessageHeart size={18} aria-hidden />}
        color="green"
        label="Testimonios compartidos"
        value={stats.answeredPrayers}
        hint="Oraciones respondidas"
      />
      <Card
        icon={<IconActivity size={18} aria-hidden />}
        color="blue"
        label="Participación activa"
        value={stats.recentActivity}
        hint={`Peticiones de los últimos ${recentDays} días`}
      />
      <Card
        icon={<IconCategory size={18} aria-hidden />}
        color="orange"
        label="Áreas de oración"
        value={prayerAreas(stats)}
        hint="Categorías con peticiones"
      />
    </SimpleGrid>
  );
}
