import { errorMessage } from '@koinonia/ui/api-client';
import { LoadError } from '@koinonia/ui/components/load-error';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartBar, IconHeartHandshake, IconMap2, IconRefresh, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGroupPreview } from '../api/get-group-preview';
import { useGroupStatistics } from '../api/get-group-statistics';
import { GROUPS_PAGE_SIZE, useGroups } from '../api/get-groups';
import { LOAD_FALLBACK, useSectors } from '../api/get-sectors';
import { CellsTab } from '../components/cells-tab';
import { GroupsTab } from '../components/groups-tab';
import { OverviewTab } from '../components/overview-tab';
import { SectorsTab } from '../components/sectors-tab';

const tabs = ['resumen', 'sectores', 'grupos', 'celulas'] as const;
type TabName = (typeof tabs)[number];

/** Groups management (/groups): overview, sectors, groups (spec section 2) and the cells' life, in tabs. */
export function GroupsPage() {
  usePageTitle('Gestión de Grupos');
  const [params, setParams] = useSearchParams();
  const tab: TabName = tabs.find((t) => t === params.get('tab')) ?? 'resumen';
  const [page, setPage] = useState(1);

  const sectors = useSectors();
  const groups = useGroups(page);
  const statistics = useGroupStatistics();
  const preview = useGroupPreview();
  // The preview is part of the first load too: without it the overview would claim no group is on the app's home.
  const main = [sectors, groups, statistics, preview];

  const failed = main.find((q) => q.isError && q.data === undefined);
  const loading = main.some((q) => q.isPending) && !failed;
  const refreshing = main.some((q) => q.isFetching);

  // Later refresh failures keep the data on screen and are only logged (spec section 8).
  const refreshError = main.find((q) => q.isError && q.data !== undefined)?.error;
  useEffect(() => {
    if (refreshError) console.warn('No se pudieron actualizar los datos de grupos:', refreshError);
  }, [refreshError]);

  // A page that no longer exists (after deleting its last group) falls back to the last one.
  const pages = Math.max(1, Math.ceil((groups.data?.pagination.total ?? 0) / GROUPS_PAGE_SIZE));
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);

  function refetchAll() {
    for (const q of main) void q.refetch();
  }

  function selectTab(next: string | null) {
    setParams(
      (p) => {
        if (!next || next === 'resumen') p.delete('tab');
        else p.set('tab', next);
        return p;
      },
      { replace: true },
    );
  }

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>Gestión de Grupos</Title>
            <Text c="gray.7">Organiza los sectores y los grupos o células de tu comunidad.</Text>
          </div>
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={refetchAll}
            loading={refreshing && !loading}
          >
            Actualizar
          </Button>
        </Group>

        {failed ? (
          <LoadError
            title="Error al cargar grupos"
            message={errorMessage(failed.error, LOAD_FALLBACK)}
            retrying={refreshing}
            onRetry={refetchAll}
          />
        ) : loading || !sectors.data || !groups.data || !statistics.data || !preview.data ? (
          <LoadingPanel text="Cargando grupos..." />
        ) : (
          <Tabs value={tab} onChange={selectTab} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="resumen" leftSection={<IconChartBar size={16} aria-hidden />}>
                Resumen
              </Tabs.Tab>
              <Tabs.Tab value="sectores" leftSection={<IconMap2 size={16} aria-hidden />}>
                Sectores ({sectors.data.length})
              </Tabs.Tab>
              <Tabs.Tab value="grupos" leftSection={<IconUsersGroup size={16} aria-hidden />}>
                Grupos ({groups.data.pagination.total})
              </Tabs.Tab>
              <Tabs.Tab value="celulas" leftSection={<IconHeartHandshake size={16} aria-hidden />}>
                Células
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="resumen">
              <OverviewTab statistics={statistics.data} sectors={sectors.data} preview={preview.data} />
            </Tabs.Panel>
            <Tabs.Panel value="sectores">
              <SectorsTab sectors={sectors.data} />
            </Tabs.Panel>
            <Tabs.Panel value="celulas">
              <CellsTab sectors={sectors.data} />
            </Tabs.Panel>
            <Tabs.Panel value="grupos">
              <GroupsTab
                sectors={sectors.data}
                groups={groups.data}
                page={page}
                onPageChange={setPage}
                onGoToSectors={() => selectTab('sectores')}
              />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
