import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  color: string;
  /** The icon, drawn at 22px and hidden from assistive technology by the caller. */
  icon: ReactNode;
  /** The figure; `undefined` while it loads (a skeleton stands in). */
  value: ReactNode | undefined;
}

/** One statistics card of a summary row: a tinted icon, a label and a big figure. */
export function StatCard({ label, color, icon, value }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color={color} visibleFrom="xs" aria-hidden>
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="gray.7" lh={1.3}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={26} w={48} mt={4} />
          ) : (
            <Text fw={700} fz="xl" lh={1.3}>
              {value}
            </Text>
          )}
        </div>
      </Group>
    </Paper>
  );
}
