import { Box, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';

/**
 * A screen outside the sections (joining, a new password, choosing a community): the logo, the
 * page's heading and a narrow column, with no bottom navigation.
 */
export function OpenScreen({
  title,
  documentTitle,
  lead,
  children,
}: {
  title: ReactNode;
  /** The tab's title, before ' · Koinonia'. */
  documentTitle: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${documentTitle} · Koinonia`;
  }, [documentTitle]);
  return (
    <Box component="main" mih="100dvh" px="md" py="xl" bg="gray.0">
      <Stack maw={480} mx="auto" gap="lg">
        <Stack align="center" gap="xs" ta="center">
          <img src="/app/icon.svg" width={56} height={56} alt="" />
          <Title order={1} fz={26}>
            {title}
          </Title>
          {lead && <Text c="gray.7">{lead}</Text>}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
