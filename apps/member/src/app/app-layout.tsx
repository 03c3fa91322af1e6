import { useSession } from '@koinonia/ui/use-session';
import { ActionIcon, Box, Group, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { communityProfileQuery } from '../features/communities/api/community-profile';
import { cacheOwner, persister } from '../lib/offline-cache';
import { KEEP_OFFLINE_MS, queryClient } from '../lib/query-client';
import { BottomNav } from './bottom-nav';
import { OfflineNotice } from './offline-notice';
import { SplashScreen } from './splash-screen';

function CommunityHeader() {
  const profile = useQuery(communityProfileQuery);
  return (
    <Box
      component="header"
      px="md"
      py={10}
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="sm" wrap="nowrap" maw={688} mx="auto">
        <img src="/app/icon.svg" width={28} height={28} alt="" />
        <Title order={2} fz="md" lineClamp={1} style={{ flex: 1 }}>
          {profile.data?.name ?? 'Koinonia'}
        </Title>
        <ActionIcon
          component={Link}
          to="/avisos"
          variant="subtle"
          color="gray.8"
          size={44}
          aria-label="Avisos"
        >
          <IconBell size={22} stroke={1.7} aria-hidden />
        </ActionIcon>
      </Group>
    </Box>
  );
}

/**
 * The signed-in app: the community's name on top, the screen, and the four sections at the bottom.
 * What the person sees is kept on the device and shown first when the app opens again, even offline.
 */
export function AppLayout() {
  const session = useSession();
  if (!session) return null;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister, maxAge: KEEP_OFFLINE_MS, buster: cacheOwner(session) }}
    >
      <Box mih="100dvh" pb="calc(72px + env(safe-area-inset-bottom))">
        <Box pos="sticky" top={0} style={{ zIndex: 90 }}>
          <OfflineNotice />
          <CommunityHeader />
        </Box>
        <Box component="main" maw={720} mx="auto" px="md" py="md">
          <Suspense fallback={<SplashScreen />}>
            <Outlet />
          </Suspense>
        </Box>
        <BottomNav />
      </Box>
    </PersistQueryClientProvider>
  );
}
