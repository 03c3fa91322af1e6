import { Group, Text } from '@mantine/core';

interface BrandLogoProps {
  size?: number;
  /** Show the word "Koinonia" next to the mark. */
  withName?: boolean;
  /** Mantine breakpoint from which the name shows (the mark alone below it). */
  nameVisibleFrom?: 'xs' | 'sm' | 'md';
  color?: string;
}

/** The Koinonia mark (public/logo.svg), optionally with the product name. */
export function BrandLogo({ size = 36, withName = true, nameVisibleFrom, color }: BrandLogoProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <img src="/logo.svg" width={size} height={size} alt={withName ? '' : 'Koinonia'} />
      {withName && (
        <Text component="span" fw={800} fz={size * 0.55} c={color} visibleFrom={nameVisibleFrom} lh={1}>
          Koinonia
        </Text>
      )}
    </Group>
  );
}
