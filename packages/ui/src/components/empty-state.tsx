import { Button, Paper, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The icon inside the round badge (sized by the caller). */
  icon: ReactNode;
  title: string;
  /** What the list would hold, or why nothing matches. */
  text: ReactNode;
  /** A button to create the first one. */
  action?: ReactNode;
  /** The heading's level: 2 for a page's main list (default), 3 inside a tab. */
  order?: TitleOrder;
  /** Smaller badge, heading and text (a tab's list). */
  compact?: boolean;
}

/** Nothing to list: a bordered card with an icon, a heading, a line of text and maybe an action. */
export function EmptyState({ icon, title, text, action, order = 2, compact = false }: EmptyStateProps) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap={compact ? 'xs' : 'sm'}>
        <ThemeIcon size={compact ? 48 : 56} radius="xl" variant="light" color="violet" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={order} size={compact ? 'h4' : 'h3'}>
          {title}
        </Title>
        <Text size={compact ? 'sm' : undefined} c="gray.7" ta="center">
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

/** An empty list's offer to create the first one ('Crear Primera Publicación'), as its action. */
export function CreateFirstButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}
