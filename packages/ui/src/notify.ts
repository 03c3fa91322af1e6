import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { errorMessage } from './api-client';

/**
 * The one way to toast. The 4 s default and the limit of 20 are set once by `<Notifications>` in the
 * providers; these helpers choose the colour, the duration and the place. Errors show at the top right,
 * below the top bar, where the eye is after a refused action. Successes show at the bottom right, away
 * from the page's header and its buttons ('Nueva Publicación', 'Nuevo Curso'), so the next action is
 * never under a toast.
 */

const SUCCESS_PLACE = 'bottom-right';

/** A green toast that closes after 2 s. */
export function notifySuccess(message: string, title?: string) {
  notifications.show({ color: 'green', title, message, autoClose: 2000, position: SUCCESS_PLACE });
}

/** A blue toast for information (4 s, the default). */
export function notifyInfo(message: string, title?: string) {
  notifications.show({ color: 'blue', title, message });
}

/** A red toast with the server's message, else the spec's fixed fallback (4 s, the default). */
export function notifyError(error: unknown, fallback: string, title = 'Error') {
  notifications.show({ color: 'red', title, message: errorMessage(error, fallback) });
}

/** A red toast with a message already worded (4 s, the default). */
export function notifyErrorText(message: string, title = 'Error') {
  notifications.show({ color: 'red', title, message });
}

/**
 * A green toast with one button (such as 'Deshacer'), open for 10 s (longer than the others, to give
 * time to press it; hovering keeps it open). Pressing the button closes the toast and runs `onAction`.
 */
export function notifySuccessWithAction(
  message: string,
  { title, actionLabel, onAction }: { title?: string; actionLabel: string; onAction: () => void },
) {
  const id: string = notifications.show({
    color: 'green',
    title,
    autoClose: 10_000,
    position: SUCCESS_PLACE,
    message: createElement(
      Group,
      { justify: 'space-between', wrap: 'nowrap', gap: 'sm', align: 'flex-end' },
      createElement(Text<'p'>, { size: 'sm', c: 'gray.8', style: { flex: 1, minWidth: 0 } }, message),
      createElement(
        Button<'button'>,
        {
          size: 'compact-sm',
          // Dark text on white: green text on the light green fill falls below AA contrast.
          variant: 'default',
          style: { flexShrink: 0 },
          onClick: () => {
            notifications.hide(id);
            onAction();
          },
        },
        actionLabel,
      ),
    ),
  });
  return id;
}
