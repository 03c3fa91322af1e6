import { EmptyState } from '@koinonia/ui/components/empty-state';
import { LoadingPanel } from '@koinonia/ui/components/loading-panel';
import { QueryError } from '@koinonia/ui/components/query-error';
import { Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect } from 'react';
import { GrowingList } from '../../../components/growing-list';
import { PushToggle } from '../../../components/push-toggle';
import { useInbox } from '../api/inbox';
import { NoticeCard } from '../components/notice-card';

/**
 * Avisos: the notices the community sent since the person joined, newest first, 'Cargar más' for the
 * rest: read here even when the phone did not show the notification.
 */
export default function InboxPage() {
  useEffect(() => {
    document.title = 'Avisos · Koinonia';
  }, []);
  const inbox = useInbox();
  const notices = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const total = inbox.data?.pages.at(-1)?.pagination.total ?? 0;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          Avisos
        </Title>
        <Text size="sm" c="gray.7">
          Los mensajes de tu comunidad desde que te uniste
        </Text>
      </div>
      <PushToggle />
      {inbox.isPending ? (
        <LoadingPanel text="Cargando avisos..." />
      ) : inbox.isError && notices.length === 0 ? (
        <QueryError query={inbox} fallback="No se pudieron cargar los avisos." />
      ) : notices.length === 0 ? (
        <EmptyState
          icon={<IconBell size={28} aria-hidden />}
          title="Aún no hay avisos de tu comunidad"
          text="Cuando tu comunidad envíe un aviso, lo podrás leer aquí."
        />
      ) : (
        <GrowingList
          query={inbox}
          items={notices}
          total={total}
          label="Avisos"
          gap="sm"
          render={(notice) => <NoticeCard notice={notice} />}
          moreFailed="No se pudieron cargar más avisos."
          loadingMore="Cargando más avisos..."
        />
      )}
    </Stack>
  );
}
