import type {
  BroadcastItem,
  BroadcastStatus,
} from '@koinonia/shared/notifications/notifications-read.schemas';
import { badgeTextColor } from '@koinonia/ui/badge-color';
import { ListFrame } from '@koinonia/ui/components/list-frame';
import { formatCount, formatOneDecimal } from '@koinonia/ui/format-number';
import { Badge, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { type ListColumn, ResponsiveList } from '../../../components/responsive-list';
import { formatDateTime } from '../../../lib/format-date';
import { useBroadcastHistory } from '../api/get-broadcasts';
import { centreTexts } from '../lib/notification-texts';
import { CentreSection } from './centre-section';

/** [proposed] The broadcast statuses in Spanish, with their badge colour. */
const statusBadges: Record<BroadcastStatus, { label: string; color: string }> = {
  QUEUED: { label: 'En cola', color: 'gray' },
  SENDING: { label: 'Enviando', color: 'blue' },
  COMPLETED: { label: 'Completado', color: 'green' },
};

function StatusBadge({ status }: { status: BroadcastStatus }) {
  const { label, color } = statusBadges[status];
  return (
    <Badge variant="light" color={color} c={badgeTextColor(color)} tt="none" fw={600}>
      {label}
    </Badge>
  );
}

const columns: ListColumn<BroadcastItem>[] = [
  {
    key: 'title',
    header: 'Notificación',
    role: 'title',
    cell: (b) => (
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {b.title}
        </Text>
        <Text size="xs" c="gray.7" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {b.message}
        </Text>
      </div>
    ),
  },
  { key: 'who', header: 'Enviado por', cell: (b) => <Text size="sm">{b.createdBy?.name ?? '—'}</Text> },
  { key: 'when', header: 'Fecha', cell: (b) => <Text size="sm">{formatDateTime(b.createdAt)}</Text> },
  {
    key: 'reach',
    header: 'Alcance',
    cell: (b) => (
      <div>
        <Text size="sm">
          {formatCount(b.sent)}/{formatCount(b.total)}
        </Text>
        {b.delivered + b.undelivered > 0 && (
          <Text size="xs" c="gray.7" data-testid="broadcast-receipts">
            {centreTexts.receipts(b.delivered, b.undelivered)}
          </Text>
        )}
      </div>
    ),
  },
  {
    key: 'rate',
    header: 'Tasa de éxito',
    cell: (b) => (
      <Text size="sm">{b.status === 'COMPLETED' ? `${formatOneDecimal(b.successRate)}%` : '—'}</Text>
    ),
  },
  { key: 'status', header: 'Estado', role: 'status', cell: (b) => <StatusBadge status={b.status} /> },
];

/** 'Historial de envíos': who sent what, when, its reach and result, newest first, paginated. */
export function BroadcastHistory({ enabled }: { enabled: boolean }) {
  const [page, setPage] = useState(1);
  const history = useBroadcastHistory(page, enabled);
  const items = history.data?.items ?? [];

  return (
    <CentreSection id="history-title" title={centreTexts.historyTitle}>
      <ListFrame
        query={history}
        errorTitle={centreTexts.historyError}
        empty={items.length === 0}
        emptyState={
          <Stack align="center" gap="xs" py="lg">
            <ThemeIcon size={48} radius="xl" variant="light" color="violet" aria-hidden>
              <IconHistory size={26} aria-hidden />
            </ThemeIcon>
            <Text fw={700}>{centreTexts.historyEmptyTitle}</Text>
            <Text size="sm" c="gray.7" ta="center">
              {centreTexts.historyEmpty}
            </Text>
          </Stack>
        }
        pager={{
          mt: 'sm',
          pagination: history.data?.pagination,
          onChange: setPage,
          noun: ['envío', 'envíos'],
          label: 'Paginación del historial',
        }}
      >
        <ResponsiveList
          items={items}
          columns={columns}
          getKey={(b) => b.id}
          getLabel={(b) => `Envío: ${b.title}`}
          getItemProps={(b) => ({ 'data-broadcast-id': b.id, 'data-status': b.status })}
          labelledBy="history-title"
          breakpoint="md"
          tableMinWidth={760}
          tableProps={{ striped: true, verticalSpacing: 'sm' }}
          busy={history.isFetching}
          loading={history.isPending}
          placeholderCount={4}
        />
      </ListFrame>
    </CentreSection>
  );
}
