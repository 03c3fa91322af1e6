import { relativeTime } from '@koinonia/shared/common/relative-time';
import type { InboxItem } from '@koinonia/shared/notifications/notifications-inbox.schemas';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { formatNoticeTime } from '../lib/format-notice-time';

/** One notice of the community: its title, its message and when it was sent. */
export function NoticeCard({ notice }: { notice: InboxItem }) {
  const headingId = `notice-${notice.id}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-labelledby={headingId}
      data-testid="notice-card"
    >
      <Stack gap={4}>
        <Title order={2} fz="md" lh={1.3} id={headingId}>
          {notice.title}
        </Title>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{notice.message}</Text>
        <Text size="sm" c="gray.7">
          <time dateTime={notice.sentAt} title={formatNoticeTime(notice.sentAt)}>
            {relativeTime(notice.sentAt)}
          </time>
        </Text>
      </Stack>
    </Paper>
  );
}
