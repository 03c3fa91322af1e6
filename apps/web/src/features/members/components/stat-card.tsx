import { Group, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { ComponentType, CSSProperties } from 'react';
import classes from './stat-card.module.css';

export interface StatCardProps {
  label: string;
  hint: string;
  value: number | null;
  loading: boolean;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  color: string;
  active: boolean;
  onClick: () => void;
}

/** A statistics card that is also a toggle button for its filter. */
export function StatCard({ label, hint, value, loading, icon: Icon, color, active, onClick }: StatCardProps) {
  return (
    <UnstyledButton
      className={classes.card}
      data-active={active || undefined}
      aria-pressed={active}
      onClick={onClick}
      style={{ '--stat-color': `var(--mantine-color-${color}-6)` } as CSSProperties}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={6}>
        <Text size="xs" fw={600} c="gray.7" className={classes.label}>
          {label}
        </Text>
        <ThemeIcon variant="light" color={color} size="md" aria-hidden>
          <Icon size={18} aria-hidden />
        </ThemeIcon>
      </Group>
      {loading ? (
        <Skeleton h={28} w={48} mt={6} />
      ) : (
        <Text fz={26} fw={700} lh={1.2} mt={4}>
          {value ?? '—'}
        </Text>
      )}
      <Text size="xs" c="gray.7">
        {hint}
      </Text>
    </UnstyledButton>
  );
}
