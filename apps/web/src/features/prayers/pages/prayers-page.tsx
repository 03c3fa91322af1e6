import { prayerToasts } from '@koinonia/shared/prayers/prayers.labels';
import type { Prayer } from '@koinonia/shared/prayers/prayers.schemas';
import { LoadingSpinner } from '@koinonia/ui/components/loading-spinner';
import { QueryError } from '@koinonia/ui/components/query-error';
import { loadMoreProps } from '@koinonia/ui/load-more-query';
import { Container, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { startAtFirstPage, usePrayersList } from '../api/get-prayers';
import { prayersKeys } from '../api/prayers-keys';
import { PrayerFiltersModal } from '../components/prayer-filters-modal';
import { PrayerFormModal } from '../components/prayer-form-modal';
import { PrayersGrid, PrayersGridSkeleton } from '../components/prayers-grid';
import { FilterChipsBar, PrayersHeader } from '../components/prayers-header';
import { PrayersEmptyState, PrayersSummaryBanner } from '../components/prayers-summary';
import { PrayingUsersModal } from '../components/praying-users-modal';
import { AddTestimonyModal, type TestimonyTarget, ViewTestimonyModal } from '../components/testimony-modals';
import { notifyPrayerError } from '../lib/prayer-toasts';
import {
  activeFilterCount,
  emptyPrayerFilters,
  filterChips,
  type PrayerFiltersValues,
  removeFilter,
} from '../lib/prayers-filters';
import { usePrayerActions } from '../lib/use-prayer-actions';

// The analytics (recharts and the charts' styles) load only when the panel is first shown.
const PrayerAnalyticsPanel = lazy(() =>
  import('../components/prayer-analytics-panel').then((m) => ({ default: m.PrayerAnalyticsPanel })),
);

/** The community prayers page (/prayers, spec section 2). */
export function PrayersPage() {
  usePageTitle('Centro de Oración');
  const queryClient = useQueryClient();
  const [filters, setFiltersState] = useState<PrayerFiltersValues>(emptyPrayerFilters);
  // Any change of the filters starts the grid again at page 1.
  const setFilters = (next: PrayerFiltersValues) => {
    startAtFirstPage(queryClient, next);
    setFiltersState(next);
  };
  const [statsShown, setStatsShown] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The form: closed (undefined), a new prayer (null) or the prayer edited.
  const [editing, setEditing] = useState<Prayer | null | undefined>(undefined);
  const [testimonyFor, setTestimonyFor] = useState<TestimonyTarget | null>(null);
  const [viewing, setViewing] = useState<Prayer | null>(null);
  const [prayingFor, setPrayingFor] = useState<Prayer | null>(null);
  const actions = usePrayerActions();

  const list = usePrayersList(filters);
  const prayers = list.data?.items ?? [];

  // 'Error al cargar las oraciones' as a toast on each failed load (spec section 8), besides the retry.
  useEffect(() => {
    if (list.isError && list.errorUpdatedAt) notifyPrayerError(list.error, prayerToasts.loadError);
  }, [list.isError, list.errorUpdatedAt, list.error]);

  const chips = filterChips(filters);
  const refresh = () => queryClient.invalidateQueries({ queryKey: prayersKeys.all, refetchType: 'active' });
  const openNew = () => setEditing(null);

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <PrayersHeader
          totals={list.data?.totals}
          activeFilters={activeFilterCount(filters)}
          statsShown={statsShown}
          updatedAt={list.dataUpdatedAt}
          refreshing={list.isRefetching && !list.isFetchingNextPage}
          onNew={openNew}
          onFilters={() => setFiltersOpen(true)}
          onToggleStats={() => setStatsShown((s) => !s)}
          onRefresh={refresh}
        />
        {statsShown && (
          <Suspense fallback={<LoadingSpinner label="Cargando estadísticas" />}>
            <PrayerAnalyticsPanel />
          </Suspense>
        )}
        <FilterChipsBar
          chips={chips}
          onRemove={(key) => setFilters(removeFilter(filters, key))}
          onClear={() => setFilters(emptyPrayerFilters)}
        />
        {list.data && <PrayersSummaryBanner summary={list.data.summary} />}

        {list.isError && !list.data ? (
          <QueryError query={list} fallback={prayerToasts.loadError} title={prayerToasts.loadError} />
        ) : list.isPending ? (
          <PrayersGridSkeleton />
        ) : prayers.length === 0 ? (
          <PrayersEmptyState filtered={chips.length > 0} onCreate={openNew} />
        ) : (
          <div aria-busy={list.isFetching && !list.isFetchingNextPage}>
            <PrayersGrid
              prayers={prayers}
              total={list.data?.total ?? prayers.length}
              {...loadMoreProps(list)}
              busyId={actions.busyId}
              onEdit={setEditing}
              onDelete={actions.askDelete}
              onAddTestimony={(prayer) => setTestimonyFor({ prayer, suggested: false })}
              onDeleteTestimony={actions.askDeleteTestimony}
              onViewTestimony={setViewing}
              onShowPraying={setPrayingFor}
            />
          </div>
        )}
      </Stack>

      <PrayerFiltersModal
        opened={filtersOpen}
        filters={filters}
        onApply={(next) => {
          setFilters(next);
          setFiltersOpen(false);
        }}
        onClose={() => setFiltersOpen(false)}
      />
      <PrayerFormModal
        opened={editing !== undefined}
        item={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSuggestTestimony={(prayer) => setTestimonyFor({ prayer, suggested: true })}
      />
      <AddTestimonyModal target={testimonyFor} onClose={() => setTestimonyFor(null)} />
      <ViewTestimonyModal prayer={viewing} onClose={() => setViewing(null)} />
      <PrayingUsersModal prayer={prayingFor} onClose={() => setPrayingFor(null)} />
    </Container>
  );
}
