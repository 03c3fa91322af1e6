import { useSession } from '@koinonia/ui/use-session';
import { useDocumentTitle } from '@mantine/hooks';
import { useCallback } from 'react';
import plain from '../../../components/plain.module.css';
import { useFeaturedGroups } from '../api/featured-groups';
import { useHomeSlice } from '../api/home-slice';
import { useNextEvents } from '../api/next-events';
import { HomeEvents } from '../components/home-events';
import { HomeGroups } from '../components/home-groups';
import { HomeNews } from '../components/home-news';
import { HomeSchoolLink } from '../components/home-school-link';
import { SectionLoading } from '../components/home-section';
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
      <div className={plain.stack} style={{ gap: 'var(--mantine-spacing-lg)' }}>
        <div className={plain.pageHead}>
          <h1 className={plain.title}>{name ? `Hola, ${name}` : 'Hola'}</h1>
          <RefreshButton refreshing={refreshing} onClick={() => void refresh()} />
        </div>
        {/* The three parts appear together, so none moves the others as it arrives. */}
        {news.isPending || groups.isPending || events.isPending ? (
          <SectionLoading text="Cargando inicio..." />
        ) : (
          <>
            <HomeNews />
            <HomeGroups />
            <HomeEvents />
            <HomeSchoolLink />
          </>
        )}
      </div>
    </PullToRefresh>
  );
}
