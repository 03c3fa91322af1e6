import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { useId } from 'react';

export interface SummaryCardProps {
  label: string;
  value: string;
  hint: string;
  icon: TablerIcon;
  color: string;
  testId: string;
}

/** One overview figure: a label, a big value and a hint line. */
export function SummaryCard({ label, value, hint, icon: Icon, color, testId }: SummaryCardProps) {
  const id = useId();
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      role="group"
      aria-labelledby={id}
      data-testid={testId}
      style={{ borderTop: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text id={id} size="sm" fw={600} c="gray.7">
          {label}
        </Text>
        <ThemeIcon variant="light" color={color} size="lg" aria-hidden>
          <Icon size={20} aria-hidden />
        </ThemeIcon>
      </Group>
      <Text fz={{ base: 22, sm: 28 }} fw={700} lh={1.2} mt={4} data-role="value">
        {value}
      </Text>
      <Text size="sm" c="gray.7" data-role="hint">
        {hint}
      </Text>
    </Paper>
  );
}
