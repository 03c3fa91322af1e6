import { Alert, type AlertProps } from '@mantine/core';
import { badgeTextColor } from '../badge-color';

/** A light Alert whose title uses a dark shade of its colour, so that it passes AA contrast. */
export function StatusAlert({ color = 'blue', styles, ...props }: AlertProps & { color?: string }) {
  return (
    <Alert
      variant="light"
      color={color}
      styles={{ title: { color: badgeTextColor(color) }, ...(styles as object) }}
      {...props}
    />
  );
}
