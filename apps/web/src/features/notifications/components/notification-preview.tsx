import { Box, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { centreTexts } from '../lib/notification-texts';

/** The live preview: the notification as a phone's lock screen shows it (title, message, the app). */
export function NotificationPreview({ title, message }: { title: string; message: string }) {
  const shownTitle = title.trim();
  const shownMessage = message.trim();
  return (
    <Box
      component="figure"
      m={0}
      p="sm"
      style={{
        borderRadius: 24,
        background: 'linear-gradient(160deg, #4c2f9e 0%, #1f1147 100%)',
      }}
    >
      <Text component="figcaption" size="xs" c="white" fw={600} mb={6} ta="center">
        {centreTexts.previewLabel}
      </Text>
      <Paper radius="lg" p="sm" shadow="sm" bg="rgba(255, 255, 255, 0.96)" data-testid="notification-preview">
        <Group gap="xs" wrap="nowrap" mb={4}>
          <ThemeIcon size={22} radius="md" color="violet" aria-hidden>
            <IconBell size={14} aria-hidden />
          </ThemeIcon>
          <Text size="xs" c="gray.7" fw={600} style={{ flex: 1 }}>
            KOINONIA
          </Text>
          <Text size="xs" c="gray.7">
            ahora
          </Text>
        </Group>
        <Text fw={700} size="sm" c={shownTitle ? 'dark.9' : 'gray.7'} style={{ overflowWrap: 'anywhere' }}>
          {shownTitle || centreTexts.previewTitle}
        </Text>
        <Text
          size="sm"
          c={shownMessage ? 'dark.7' : 'gray.7'}
          lineClamp={4}
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
        >
          {shownMessage || centreTexts.previewMessage}
        </Text>
      </Paper>
    </Box>
  );
}
