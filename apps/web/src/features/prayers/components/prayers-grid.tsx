import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { LoadMore } from '@koinonia/ui/components/load-more';
import { formatCount } from '@koinonia/ui/format-number';
import { Stack, Text } from '@mantine/core';
import { CardGrid, CardGridSkeleton } from '../../../components/card-grid';
import { PrayerCard, type PrayerCardActions } from './prayer-card';

const PRAYER_CARD_MIN_WIDTH = 330;

/** Placeholder cards of the first load. */
export function PrayersGridSkeleton() {
  return (
    <CardGridSkeleton status="Cargando oraciones..." minCardWidth={PRAYER_CARD_MIN_WIDTH} cardHeight={250} />
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
      <CardGrid label="Oraciones" minCardWidth={PRAYER_CARD_MIN_WIDTH}>
        {prayers.map((prayer) => (
          <li key={prayer.id} style={{ minWidth: 0 }}>
            <PrayerCard prayer={prayer} busy={busyId === prayer.id} {...actions} />
          </li>
        ))}
      </CardGrid>
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
