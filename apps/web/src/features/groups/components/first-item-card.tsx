import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface FirstItemCardProps {
  /** The icon in the round badge, 30px and hidden from assistive technology by the caller. */
  icon: ReactNode;
  title: string;
  text: string;
  createLabel: string;
  onCreate: () => void;
}

/** A tab with nothing yet: what it would hold and the button that creates the first one. */
export function FirstItemCard({ icon, title, text, createLabel, onCreate }: FirstItemCardProps) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm" c="gray.7" maw={480}>
          {text}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
          {createLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
