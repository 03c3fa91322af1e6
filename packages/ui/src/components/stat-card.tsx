import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { formatCount } from '../format-number';

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

/** One card of a `StatCardGrid`: its label, color, icon and how its figure is read from the data. */
export interface StatCardItem<D> {
  label: string;
  color: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  value: (data: D) => ReactNode;
}

/** A card's figure that is one of the data's counts, formatted ('1.234'). */
export const countOf =
  <K extends string>(key: K) =>
  (data: Record<K, number>) =>
    formatCount(data[key]);

export interface StatCardGridProps<D> {
  /** The section's accessible name ('Resumen de eventos'). */
  label: string;
  cards: readonly StatCardItem<D>[];
  /** The figures' source; `undefined` while it loads (each card shows a skeleton). */
  data: D | undefined;
  /** `aria-busy` of the section, when the caller tells it. */
  busy?: boolean;
}

/** A summary row: two cards a line on phones, four from the md breakpoint, one figure each. */
export function StatCardGrid<D>({ label, cards, data, busy }: StatCardGridProps<D>) {
  return (
    <SimpleGrid
      cols={{ base: 2, md: 4 }}
      spacing="sm"
      component="section"
      aria-label={label}
      aria-busy={busy}
    >
      {cards.map(({ label, color, icon: Icon, value }) => (
        <StatCard
          key={label}
          label={label}
          color={color}
          icon={<Icon size={22} aria-hidden />}
          value={data === undefined ? undefined : value(data)}
        />
      ))}
    </SimpleGrid>
  );
}
