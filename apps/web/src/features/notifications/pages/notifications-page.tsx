import { badgeTextColor } from '@koinonia/ui/badge-color';
import { StatusAlert } from '@koinonia/ui/components/status-alert';
import { notifyError } from '@koinonia/ui/notify';
import { useSession } from '@koinonia/ui/use-session';
import { Badge, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconRefresh } from '@tabler/icons-react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { useNotificationStats } from '../api/get-notification-stats';
import { notificationKeys } from '../api/notifications-keys';
import { BroadcastHistory } from '../components/broadcast-history';
import { SendCard } from '../components/send-card';
import { StatsCard } from '../components/stats-card';
import { centreTexts } from '../lib/notification-texts';
import { useBroadcastCentre } from '../lib/use-broadcast-centre';

/** The spec's sentence, verbatim, with its first words in bold. */
const [restrictedHead, restrictedBody] = centreTexts.restricted.split(' — ') as [string, string];

function Header({
  isAdmin,
  onRefresh,
  refreshing,
}: {
  isAdmin: boolean;
  onRefresh?: () => void;
  refreshing?: boolean;
}) {
  const roleColor = isAdmin ? 'violet' : 'gray';
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <div style={{ minWidth: 0, flex: '1 1 300px' }}>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {centreTexts.header}
        </Title>
        <Text c="gray.7" size="sm" mt={4}>
          {centreTexts.subtitle}
        </Text>
        <Group gap={6} mt={6} wrap="nowrap">
          <Text size="sm" c="gray.7" component="span">
            Tu rol:
          </Text>
          <Badge
            variant="light"
            color={roleColor}
            c={badgeTextColor(roleColor)}
            tt="none"
            data-testid="centre-role"
          >
            {isAdmin ? centreTexts.roleAdmin : centreTexts.roleUser}
          </Badge>
        </Group>
      </div>
      {onRefresh && (
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          aria-label={centreTexts.refresh}
          loading={refreshing}
          onClick={onRefresh}
          style={{ flexShrink: 0 }}
        >
          Actualizar
        </Button>
      )}
    </Group>
  );
}

/** The centre for pastors: statistics, the send card with its progress and result, the history. */
function Centre({ communityId }: { communityId: string | null }) {
  const queryClient = useQueryClient();
  const stats = useNotificationStats(true);
  const centre = useBroadcastCentre(true);
  const fetching = useIsFetching({ queryKey: notificationKeys.all }) > 0;

  // Spec §8: a failed load is toasted once ('Error cargando estadísticas'); the card keeps its retry.
  const failedAt = stats.errorUpdatedAt;
  useEffect(() => {
    if (failedAt > 0 && stats.error) notifyError(stats.error, centreTexts.statsError, centreTexts.statsToast);
  }, [failedAt, stats.error]);

  return (
    <Stack gap="lg">
      <Header
        isAdmin
        refreshing={fetching && !centre.running}
        onRefresh={() => queryClient.invalidateQueries({ queryKey: notificationKeys.all })}
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <StatsCard
            stats={stats.data}
            loading={stats.isPending}
            error={stats.error}
            retrying={stats.isFetching}
            onRetry={() => stats.refetch()}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <SendCard centre={centre} activeDevices={stats.data?.active} communityId={communityId} />
        </Grid.Col>
      </Grid>
      <BroadcastHistory enabled />
    </Stack>
  );
}

/** 'Centro de Notificaciones Push' (/notifications, spec §2): for the community's pastor only (§6). */
export function NotificationsPage() {
  usePageTitle(centreTexts.header);
  const user = useSession()?.user;
  const isAdmin = user?.role === 'COMMUNITY_ADMIN';
  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      {isAdmin ? (
        <Centre communityId={user?.communityId ?? null} />
      ) : (
        <Stack gap="lg">
          <Header isAdmin={false} />
          <StatusAlert color="orange" role="alert" icon={<IconLock size={18} aria-hidden />}>
            <Text size="sm" data-testid="centre-restricted">
              <strong>{restrictedHead}</strong> — {restrictedBody}
            </Text>
          </StatusAlert>
        </Stack>
      )}
    </Container>
  );
}
