import type { PrayerStats } from '@koinonia/shared/prayers/prayers.schemas';
import { formatCount } from '@koinonia/ui/format-number';
import { DonutChart } from '@mantine/charts';
import { Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { categoryDistribution, formatPercent1 } from '../lib/prayer-stats';

/**
 * The per-category distribution (spec section 2): each category's count and share to one decimal, the
 * top 3 highlighted, beside a donut of the same numbers (hidden from screen readers: the list says it all).
 */
export function CategoryDistribution({ stats }: { stats: PrayerStats }) {
  const shares = categoryDistribution(stats);
  const slices = shares
    .filter((s) => s.count > 0)
    .map((s) => ({ name: s.label, value: s.count, color: `${s.color}.6` }));
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Title order={3} size="h5" mb="sm">
        Distribución por categoría
      </Title>
      <Group align="flex-start" gap="lg" wrap="wrap">
        {slices.length > 0 && (
          <div aria-hidden inert style={{ flex: 'none', marginInline: 'auto' }}>
            <DonutChart
              data={slices}
              size={170}
              thickness={26}
              withTooltip={false}
              chartLabel={formatCount(stats.totalPrayers)}
              pieChartProps={{ accessibilityLayer: false }}
            />
          </div>
        )}
        <Stack
          gap={6}
          component="ul"
          aria-label="Oraciones por categoría"
          style={{ flex: '1 1 240px', listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shares.map((s) => (
            <li key={s.category} data-top={s.top || undefined}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                  <span aria-hidden>{s.emoji}</span>
                  <Text size="sm" fw={s.top ? 700 : 400} truncate="end">
                    {s.label}
                  </Text>
                  {s.top && (
                    <Badge size="xs" variant="light" color="yellow" c="dark.8" tt="none">
                      Top 3
                    </Badge>
                  )}
                </Group>
                <Text size="sm" fw={s.top ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
                  {formatCount(s.count)} · {formatPercent1(s.percent)}
                </Text>
              </Group>
              <Progress value={s.percent} color={s.color} size={s.top ? 'md' : 'sm'} aria-hidden mt={2} />
            </li>
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}
