import { QueryError } from '@koinonia/ui/components/query-error';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useSectorGroups } from '../api/sector-groups';
import { GroupCard } from './group-card';

/** The groups of an opened sector (loaded when it opens). */
export function SectorGroups({ sectorId, open }: { sectorId: string; open: boolean }) {
  const query = useSectorGroups(sectorId, open);
  if (query.isPending)
    return (
      <Group gap="xs" role="status" py="xs">
        <Loader size="xs" color="violet" aria-hidden />
        <Text size="sm" c="gray.7">
          Cargando grupos...
        </Text>
      </Group>
    );
  if (query.isError && !query.data)
    return <QueryError query={query} fallback="No se pudieron cargar los grupos" size="sm" />;
  if (query.data.length === 0)
    return (
      <Text size="sm" c="gray.7">
        Este sector aún no tiene grupos.
      </Text>
    );
  return (
    <Stack gap="sm">
      {query.data.map((g) => (
        <GroupCard key={g.id} group={g} />
      ))}
    </Stack>
  );
}
