import { useSession } from '@koinonia/ui/use-session';
import { Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCallback } from 'react';
import { useFeaturedGroups } from '../api/featured-groups';
import { useHomeSlice } from '../api/home-slice';
import { useNextEvents } from '../api/next-events';
import { HomeEvents } from '../components/home-events';
import { HomeGroups } from '../components/home-groups';
import { HomeNews } from '../components/home-news';
import { HomeSchoolLink } from '../components/home-school-link';
import { PullToRefresh, RefreshButton, useRefresh } from '../components/pull-to-refresh';

/** The first word of a person's name: 'Ana' of 'Ana María Gómez'. */
function firstName(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

/** Inicio: a greeting, the news cards, the featured groups and the next events; pull to refresh. */
export default function HomePage() {
  useDocumentTitle('Inicio · Koinonia');
  const name = firstName(useSession()?.user.name);
  const news = useHomeSlice();
  const groups = useFeaturedGroups();
  const events = useNextEvents();
  const { refetch: refetchNews } = news;
  const { refetch: refetchGroups } = groups;
  const { refetch: refetchEvents } = events;
  const { refreshing, announcement, refresh } = useRefresh(
    useCallback(
      () => Promise.all([refetchNews(), refetchGroups(), refetchEvents()]),
      [refetchNews, refetchGroups, refetchEvents],
    ),
  );

  return (
    <PullToRefresh refreshing={refreshing} announcement={announcement} onRefresh={() => void refresh()}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={1} fz="h2">
            {name ? `Hola, ${name}` : 'Hola'}
          </Title>
          <RefreshButton refreshing={refreshing} onClick={() => void refresh()} />
        </Group>
        <HomeNews />
        <HomeGroups />
        <HomeEvents />
        <HomeSchoolLink />
      </Stack>
    </PullToRefresh>
  );
}
