import type { CSSProperties } from 'react';

/** Mantine's default error red is below AA on white for small text: inputs here use a darker one. */
export const errorColorStyle = { '--mantine-color-error': '#c01c1c' } as CSSProperties;
