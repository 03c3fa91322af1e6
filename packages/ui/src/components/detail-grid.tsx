import { Text } from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import classes from './detail-grid.module.css';

export interface DetailGridProps extends Omit<ComponentPropsWithoutRef<'dl'>, 'className' | 'style'> {
  /** The narrowest a column may get, in pixels. */
  min?: number;
  children: ReactNode;
}

/** 'Label: value' pairs in a grid of as many columns as fit (a real <dl>). */
export function DetailGrid({ min = 220, children, ...rest }: DetailGridProps) {
  return (
    <dl {...rest} className={classes.grid} style={{ '--detail-min': `${min}px` } as CSSProperties}>
      {children}
    </dl>
  );
}

/** One pair of a definition list: the label (<dt>) over its value (<dd>). */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text component="dt" size="xs" fw={600} c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
