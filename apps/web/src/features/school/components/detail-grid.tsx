import { Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './school.module.css';

/** 'Label: value' pairs in a grid of as many columns as fit (a real <dl>). */
export function DetailGrid({ min = 220, children }: { min?: number; children: ReactNode }) {
  return (
    <dl className={classes.detailGrid} style={{ '--detail-min': `${min}px` } as CSSProperties}>
      {children}
    </dl>
  );
}

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
