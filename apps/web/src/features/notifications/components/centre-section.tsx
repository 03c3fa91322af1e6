import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of the centre: a bordered section named by its heading. */
export function CentreSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
