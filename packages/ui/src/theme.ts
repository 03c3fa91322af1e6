import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type ModalProps,
  type NotificationProps,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Light variants (buttons, badges, alerts) keep Mantine's tinted background but use the darkest shade
 * for the text, so labels pass WCAG AA contrast (the default shade 6 on a 10 % tint does not).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !parsed.color) return colors;
  return { ...colors, color: `var(--mantine-color-${parsed.color}-9)` };
};

export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // Someone who asked the system for less motion gets modals, menus and toasts without their
  // slide and fade (WCAG 2.3.3); the browser tests ask for it too, so no click lands mid-animation.
  respectReducedMotion: true,
  variantColorResolver,
  components: {
    // Icon-only close buttons need a name. Plain objects, not Modal.extend(): naming the component here
    // would put Modal (and its scroll area and scroll lock) in the first chunk, which the login page loads.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } satisfies Partial<ModalProps> },
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Cerrar notificación' },
      } satisfies Partial<NotificationProps>,
    },
  },
});

/**
 * Mantine's default dimmed grey (gray.6) and error red (red.6) are under 4.5:1 on white: use darker
 * shades so muted text and field errors stay legible.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
