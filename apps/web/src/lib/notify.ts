import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-client';

/**
 * The one way to toast. The place (top right), the 4 s default and the limit of 20 are set once by
 * `<Notifications>` in the providers; these helpers only choose the colour and the duration.
 */

/** A green toast that closes after 2 s. */
export function notifySuccess(message: string, title?: string) {
  notifications.show({ color: 'green', title, message, autoClose: 2000 });
}

/** A blue toast for information (4 s, the default). */
export function notifyInfo(message: string, title?: string) {
  notifications.show({ color: 'blue', title, message });
}

/** A red toast with the server's message, else the spec's fixed fallback (4 s, the default). */
export function notifyError(error: unknown, fallback: string, title = 'Error') {
  notifications.show({ color: 'red', title, message: errorMessage(error, fallback) });
}
