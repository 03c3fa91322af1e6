import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is narrower than Mantine's `sm` breakpoint (a phone), read at the first render so
 * a phone never draws the wide layout first.
 */
export function usePhone(): boolean {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  return !wide;
}
