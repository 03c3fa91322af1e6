import { badgeTextColor } from '@koinonia/ui/badge-color';
import { QueryError } from '@koinonia/ui/components/query-error';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFeaturedGroups } from '../api/featured-groups';
import classes from './home.module.css';
import { HomeSection, SectionEmpty, SectionLoading } from './home-section';

/** The groups the church features, each leading to Grupos. */
export function HomeGroups() {
  const query = useFeaturedGroups();
  return (
    <HomeSection
      id="home-groups"
      title="Grupos destacados"
      more={{ to: '/grupos', label: 'Ver todos los grupos' }}
    >
      {query.isPending ? (
        <SectionLoading text="Cargando grupos..." />
      ) : query.isError && !query.data ? (
        <QueryError query={query} fallback="No se pudieron cargar los grupos" size="sm" />
      ) : query.data.length === 0 ? (
        <SectionEmpty text="No hay grupos destacados por ahora." />
      ) : (
        <Stack component="ul" gap="sm" className={classes.list}>
          {query.data.map((g) => (
            <li key={g.id}>
              <Paper component={Link} to="/grupos" withBorder radius="md" p="sm" className={classes.card}>
                <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                  <Stack gap={2} miw={0}>
                    <Text fw={700} lh={1.3}>
                      {g.name}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {g.meeting.day} · {g.meeting.time} · Líder: {g.leader.name}
                    </Text>
                  </Stack>
                  <Badge variant="light" color="gray" c={badgeTextColor('gray')} style={{ flex: 'none' }}>
                    {g.sector.name}
                  </Badge>
                </Group>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
