import type { NotificationStats } from '@koinonia/shared/notifications/notifications-read.schemas';
import { errorMessage } from '@koinonia/ui/api-client';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { confirmDialog } from '@koinonia/ui/components/confirm-dialog';
import { LoadError } from '@koinonia/ui/components/load-error';
import { formatCount } from '@koinonia/ui/format-number';
import { notifyError, notifySuccess } from '@koinonia/ui/notify';
import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconBrandAndroid, IconBrandApple, IconTrash, IconWorld } from '@tabler/icons-react';
import { useCleanupTokens } from '../api/notification-mutations';
import { platformRows } from '../lib/notification-logic';
import { centreTexts } from '../lib/notification-texts';
import { CentreSection } from './centre-section';

interface StatsCardProps {
  stats: NotificationStats | undefined;
  loading: boolean;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

function Figure({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Paper withBorder radius="md" p="sm" ta="center">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={800} fz={28} lh={1.2} c={color} data-testid={`stat-${label.toLowerCase()}`}>
        {formatCount(value)}
      </Text>
    </Paper>
  );
}

function CountBadge({ n, active }: { n: number; active: boolean }) {
  const color = n === 0 ? 'gray' : active ? 'green' : 'red';
  const word = active ? (n === 1 ? 'activo' : 'activos') : n === 1 ? 'inactivo' : 'inactivos';
  return (
    <Badge variant="light" color={color} c={badgeTextColor(color)} tt="none" fw={600}>
      {formatCount(n)} {word}
    </Badge>
  );
}

function Platforms({ stats }: { stats: NotificationStats }) {
  const rows = platformRows(stats.byPlatform);
  if (rows.length === 0)
    return (
      <Text size="sm" c="gray.7">
        {centreTexts.noDevices}
      </Text>
    );
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={centreTexts.byPlatform}
    >
      {rows.map((row) => (
        <Group
          key={row.platform}
          component="li"
          justify="space-between"
          gap="xs"
          wrap="wrap"
          data-platform={row.platform}
        >
          <Group gap={6} wrap="nowrap">
            {row.platform === 'ios' ? (
              <IconBrandApple size={18} aria-hidden />
            ) : row.platform === 'web' ? (
              <IconWorld size={18} aria-hidden />
            ) : (
              <IconBrandAndroid size={18} aria-hidden />
            )}
            <Text size="sm" fw={600}>
              {row.label}: {formatCount(row.active + row.inactive)}
            </Text>
          </Group>
          <Group gap={6} wrap="wrap">
            <CountBadge n={row.active} active />
            <CountBadge n={row.inactive} active={false} />
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

/** The device statistics (spec §2) and 'Limpiar Tokens Antiguos' with its confirmation. */
export function StatsCard({ stats, loading, error, retrying, onRetry }: StatsCardProps) {
  const cleanup = useCleanupTokens();

  function askCleanup() {
    confirmDialog({
      title: centreTexts.cleanupTitle,
      message: centreTexts.cleanupConfirm,
      confirmLabel: centreTexts.cleanupConfirmLabel,
      danger: true,
      onConfirm: () =>
        cleanup.mutateAsync().then(
          (n) => notifySuccess(centreTexts.cleaned(n)),
          (err) => notifyError(err, centreTexts.cleanupError, centreTexts.cleanupToast),
        ),
    });
  }

  return (
    <CentreSection id="stats-title" title={centreTexts.statsTitle}>
      {stats ? (
        <>
          <SimpleGrid cols={3} spacing="xs">
            <Figure label={centreTexts.active} value={stats.active} color="green.9" />
            <Figure label={centreTexts.total} value={stats.total} color="dark.8" />
            <Figure label={centreTexts.inactive} value={stats.inactive} color="red.9" />
          </SimpleGrid>
          <div>
            <Text size="sm" fw={700} mb={6}>
              {centreTexts.byPlatform}
            </Text>
            <Platforms stats={stats} />
          </div>
          <Button
            variant="light"
            color="red"
            c="red.9"
            leftSection={<IconTrash size={18} aria-hidden />}
            loading={cleanup.isPending}
            onClick={askCleanup}
          >
            {centreTexts.cleanupButton}
          </Button>
        </>
      ) : loading ? (
        <Stack gap="sm" role="status">
          <VisuallyHidden>Cargando estadísticas…</VisuallyHidden>
          <SimpleGrid cols={3} spacing="xs">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={76} radius="md" />
            ))}
          </SimpleGrid>
          <Skeleton h={18} w="70%" radius="sm" />
          <Skeleton h={18} w="60%" radius="sm" />
        </Stack>
      ) : (
        <LoadError
          title={centreTexts.statsCard}
          message={errorMessage(error, centreTexts.statsError)}
          onRetry={onRetry}
          retrying={retrying}
          size="sm"
        />
      )}
    </CentreSection>
  );
}
