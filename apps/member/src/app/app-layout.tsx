import { useSession } from '@koinonia/ui/use-session';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { communityProfileQuery } from '../features/communities/api/community-profile';
import { cacheOwner, persister } from '../lib/offline-cache';
import { KEEP_OFFLINE_MS, queryClient } from '../lib/query-client';
import classes from './app-layout.module.css';
import { BottomNav } from './bottom-nav';
import { OfflineNotice } from './offline-notice';
import { SplashScreen } from './splash-screen';

function CommunityHeader() {
  const profile = useQuery(communityProfileQuery);
  return (
    <header className={classes.header}>
      <div className={classes.headerRow}>
        <img src="/app/icon.svg" width={28} height={28} alt="" />
        <h2 className={classes.community}>{profile.data?.name ?? 'Koinonia'}</h2>
        <Link to="/avisos" className={classes.bell} aria-label="Avisos">
          <IconBell size={22} stroke={1.7} aria-hidden />
        </Link>
      </div>
    </header>
  );
}

/**
 * The signed-in app: the community's name on top, the screen, and the four sections at the bottom.
 * What the person sees is kept on the device and shown first when the app opens again, even offline,
 * while each screen reads what is new.
 */
export function AppLayout() {
  const session = useSession();
  if (!session) return null;
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister, maxAge: KEEP_OFFLINE_MS, buster: cacheOwner(session) }}
      // What the device kept shows at once; each screen then reads again. The copy on the device is
      // written a moment after each change, so a change made just before the app closed may be missing.
      onSuccess={() => queryClient.invalidateQueries()}
    >
      <div className={classes.frame}>
        <div className={classes.top}>
          <OfflineNotice />
          <CommunityHeader />
        </div>
        <main className={classes.main}>
          <Suspense fallback={<SplashScreen />}>
            <Outlet />
          </Suspense>
        </main>
        <BottomNav />
      </div>
    </PersistQueryClientProvider>
  );
}
