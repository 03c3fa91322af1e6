import { Skeleton, Stack, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './card-grid.module.css';

/** The columns of a card grid: as many as fit, each card at least `minCardWidth` px wide. */
function gridStyle(minCardWidth: number) {
  return { '--card-min-width': `${minCardWidth}px` } as CSSProperties;
}

interface CardGridProps {
  /** The list's accessible name ('Publicaciones'). */
  label: string;
  minCardWidth: number;
  /** Its cards, each in its own `<li>`. */
  children: ReactNode;
}

/** A list of cards in as many columns as fit. */
export function CardGrid({ label, minCardWidth, children }: CardGridProps) {
  return (
    <ul className={classes.grid} style={gridStyle(minCardWidth)} aria-label={label}>
      {children}
    </ul>
  );
}

interface CardGridSkeletonProps {
  /** What loads ('Cargando publicaciones...'), announced as a status. */
  status: string;
  minCardWidth: number;
  cardHeight: number;
  count?: number;
}

/** Placeholder cards of a grid's first load, the same size as the real ones (no layout shift). */
export function CardGridSkeleton({ status, minCardWidth, cardHeight, count = 6 }: CardGridSkeletonProps) {
  return (
    <Stack gap="sm" aria-busy="true">
      <Text role="status" size="sm" c="gray.7">
        {status}
      </Text>
      <div className={classes.grid} style={gridStyle(minCardWidth)}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <Skeleton key={i} height={cardHeight} radius="md" />
        ))}
      </div>
    </Stack>
  );
}
