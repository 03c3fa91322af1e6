import { QueryError } from '@koinonia/ui/components/query-error';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatShortDay } from '../../../lib/format-date';
import { useNextEvents } from '../api/next-events';
import classes from './home.module.css';
import { HomeSection, SectionEmpty, SectionLoading } from './home-section';

/** The next events, each opening its detail. */
export function HomeEvents() {
  const query = useNextEvents();
  return (
    <HomeSection
      id="home-events"
      title="Próximos eventos"
      more={{ to: '/eventos', label: 'Ver todos los eventos' }}
    >
      {query.isPending ? (
        <SectionLoading text="Cargando eventos..." />
      ) : query.isError && !query.data ? (
        <QueryError query={query} fallback="No se pudieron cargar los eventos" size="sm" />
      ) : query.data.length === 0 ? (
        <SectionEmpty text="No hay eventos próximos por ahora." />
      ) : (
        <Stack component="ul" gap="sm" className={classes.list}>
          {query.data.map((e) => (
            <li key={e.id}>
              <Paper
                component={Link}
                to={`/eventos/${e.id}`}
                withBorder
                radius="md"
                p="sm"
                className={classes.card}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <IconCalendarEvent size={22} color="var(--mantine-color-violet-7)" aria-hidden />
                  <Stack gap={2} miw={0}>
                    <Text fw={700} lh={1.3} lineClamp={2}>
                      {e.title}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {formatShortDay(e.eventDate)} · {e.eventTime} · {e.location}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
    </HomeSection>
  );
}
