import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { Accordion, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconList, IconMap, IconUsersGroup } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useAppSectors } from '../api/app-sectors';
import { MyGroups } from '../components/my-groups';
import { SectorGroups } from '../components/sector-groups';

// Leaflet and its styles are a chunk of their own, loaded only when the map is opened.
const GroupsMap = lazy(() => import('../components/groups-map'));

function SectorList() {
  const query = useAppSectors();
  const [open, setOpen] = useState<string[]>([]);
  if (query.isPending) return <LoadingPanel text="Cargando sectores..." />;
  if (query.isError && !query.data)
    return <QueryError query={query} fallback="No se pudieron cargar los sectores" />;
  if (query.data.length === 0)
    return (
      <EmptyState
        icon={<IconUsersGroup size={28} />}
        title="Aún no hay grupos"
        text="Cuando la iglesia abra sectores y grupos, los verás aquí."
      />
    );
  return (
    <Accordion multiple value={open} onChange={setOpen} variant="separated" radius="md">
      {query.data.map((s) => (
        <Accordion.Item key={s.id} value={s.id}>
          <Accordion.Control mih={56}>
            <Group gap="sm" wrap="nowrap">
              <span
                aria-hidden
                style={{ width: 12, height: 12, borderRadius: 6, background: s.color, flex: 'none' }}
              />
              <Stack gap={0}>
                <Text fw={700}>{s.name}</Text>
                <Text size="sm" c="gray.7">
                  {s.groupCount === 1 ? '1 grupo' : `${s.groupCount} grupos`}
                </Text>
              </Stack>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            {s.description && (
              <Text size="sm" c="gray.7" mb="sm">
                {s.description}
              </Text>
            )}
            <SectorGroups sectorId={s.id} open={open.includes(s.id)} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** Grupos: the sectors and their groups; the map of the groups as a complement. */
export default function GroupsPage() {
  useDocumentTitle('Grupos · Koinonia');
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Grupos
      </Title>
      <MyGroups />
      <Tabs defaultValue="list" keepMounted={false} color="violet">
        <Tabs.List grow>
          <Tabs.Tab value="list" leftSection={<IconList size={18} aria-hidden />} mih={44}>
            Lista
          </Tabs.Tab>
          <Tabs.Tab value="map" leftSection={<IconMap size={18} aria-hidden />} mih={44}>
            Mapa
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <SectorList />
        </Tabs.Panel>
        <Tabs.Panel value="map" pt="md">
          <Suspense fallback={<LoadingPanel text="Cargando mapa..." />}>
            <GroupsMap />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
