import { LoadingSpinner } from '@koinonia/ui/components/loading-spinner';
// The analytics panel is a chunk of its own (React.lazy in the page), with the charts and their styles:
// neither the login page nor the prayers grid loads recharts until 'Mostrar estadísticas'.
import '@mantine/charts/styles.layer.css';
import { prayerPeriodLabels, prayerToasts } from '@koinonia/shared/prayers/prayers.labels';
import { PRAYERS_LIMITS } from '@koinonia/shared/prayers/prayers.schemas';
import { LoadError } from '@koinonia/ui/components/load-error';
import { Button, Grid, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { usePrayerStats } from '../api/get-prayer-stats';
import { AnalyticsCards } from './analytics-cards';
import { CategoryDistribution } from './analytics-category-distribution';
import { InsightsCard } from './analytics-insights-card';
import { TrendChart } from './analytics-trend-chart';

type Period = (typeof PRAYERS_LIMITS.periods)[number];

const periodOptions = PRAYERS_LIMITS.periods.map((p) => ({ value: String(p), label: prayerPeriodLabels[p] }));

/** The prayer analytics panel (spec section 2): period, four cards, distribution, insights and trend. */
export function PrayerAnalyticsPanel() {
  const [period, setPeriod] = useState<Period>(PRAYERS_LIMITS.defaultPeriod as Period);
  const stats = usePrayerStats(period);
  const data = stats.data;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      id="prayer-analytics"
      aria-labelledby="prayer-analytics-title"
      bg="gray.0"
    >
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <Title order={2} size="h3" id="prayer-analytics-title">
          Análisis de oración
        </Title>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label="Periodo"
            data={periodOptions}
            value={String(period)}
            onChange={(v) => v && setPeriod(Number(v) as Period)}
            allowDeselect={false}
            w={180}
          />
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={stats.isFetching && !stats.isPending}
            onClick={() => stats.refetch()}
            aria-label="Actualizar estadísticas"
          >
            Actualizar
          </Button>
        </Group>
      </Group>
      {stats.isPending ? (
        <LoadingSpinner label="Cargando estadísticas" />
      ) : stats.isError && (!data || stats.isPlaceholderData) ? (
        <LoadError
          message={prayerToasts.statsError}
          onRetry={() => stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : data ? (
        <Stack gap="md" aria-busy={stats.isPlaceholderData}>
          <AnalyticsCards stats={data} />
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CategoryDistribution stats={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <InsightsCard stats={data} />
            </Grid.Col>
          </Grid>
          <TrendChart stats={data} />
        </Stack>
      ) : null}
    </Paper>
  );
}
