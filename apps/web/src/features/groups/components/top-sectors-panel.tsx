import { type Sector, TOP_SECTORS } from '@koinonia/shared/groups/groups.schemas';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { percent, plural } from '../lib/format';
import { SectorIcon } from './sector-visuals';

/** The sectors with most groups (ties keep the sectors' own order), those with at least one group. */
export function topSectors(sectors: Sector[]): Sector[] {
  return sectors
    .map((sector, index) => ({ sector, index }))
    .filter(({ sector }) => sector.groupCount > 0)
    .sort((a, b) => b.sector.groupCount - a.sector.groupCount || a.index - b.index)
    .slice(0, TOP_SECTORS)
    .map(({ sector }) => sector);
}

export function TopSectorsPanel({ sectors }: { sectors: Sector[] }) {
  const top = topSectors(sectors);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="top-sectors-title">
      <Title order={2} size="h4" id="top-sectors-title">
        Sectores con más grupos
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        Los {TOP_SECTORS} sectores con más grupos y la ocupación de sus grupos activos.
      </Text>
      {top.length === 0 ? (
        <Text size="sm" c="gray.7">
          Todavía no hay grupos en ningún sector.
        </Text>
      ) : (
        <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {top.map((sector) => (
            <li key={sector.id}>
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <SectorIcon iconName={sector.iconName} color={sector.color} />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <div>
                    <Text fw={600}>{sector.name}</Text>
                    <Text size="sm" c="gray.7">
                      {plural(sector.groupCount, 'grupo', 'grupos')} · {sector.totalMembers}/
                      {sector.totalCapacity} miembros
                    </Text>
                  </div>
                  <Group gap="xs" wrap="nowrap">
                    <Progress
                      value={Math.min(100, sector.occupancyRate)}
                      color={sector.color}
                      size="md"
                      style={{ flex: 1 }}
                      aria-label={`Ocupación de ${sector.name}`}
                    />
                    <Text size="sm" fw={600} w={56} ta="right">
                      {percent(sector.occupancyRate)}
                    </Text>
                  </Group>
                </Stack>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
