import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { LoadMore } from '@koinonia/ui/components/load-more';
import { formatCount } from '@koinonia/ui/format-number';
import { Skeleton, Stack, Text } from '@mantine/core';
import { PrayerCard, type PrayerCardActions } from './prayer-card';
import classes from './prayer-card.module.css';

/** Placeholder cards of the first load. */
export function PrayersGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Stack gap="sm" aria-busy="true">
      <Text role="status" size="sm" c="gray.7">
        Cargando oraciones...
      </Text>
      <div className={classes.grid}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <Skeleton key={i} height={250} radius="md" />
        ))}
      </div>
    </Stack>
  );
}

interface PrayersGridProps extends PrayerCardActions {
  prayers: Prayer[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  busyId: string | null;
  onLoadMore: () => void;
}

/** The card grid, 'Cargar más' while the server has more, and 'Mostrando X de Y oraciones'. */
export function PrayersGrid({
  prayers,
  total,
  hasMore,
  loadingMore,
  busyId,
  onLoadMore,
  ...actions
}: PrayersGridProps) {
  const remaining = Math.max(0, total - prayers.length);
  return (
    <Stack gap="md">
      <ul className={classes.grid} aria-label="Oraciones">
        {prayers.map((prayer) => (
          <li key={prayer.id} style={{ minWidth: 0 }}>
            <PrayerCard prayer={prayer} busy={busyId === prayer.id} {...actions} />
          </li>
        ))}
      </ul>
      {(hasMore || loadingMore) && (
        <LoadMore
          loading={loadingMore}
          onLoadMore={onLoadMore}
          label={`Cargar más (${formatCount(remaining)} restantes)`}
          loadingLabel="Cargando más oraciones…"
        />
      )}
      <Text size="sm" c="gray.7" ta="center" aria-live="polite">
        Mostrando {formatCount(prayers.length)} de {formatCount(total)} oraciones
      </Text>
    </Stack>
  );
}
