import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-client';

/** A green toast that closes after 2 s. */
export function notifySuccess(message: string, title?: string) {
  notifications.show({ color: 'green', title, message, autoClose: 2000 });
}

/** A red toast with the server's message, else the spec's fixed fallback (4 s, the default). */
export function notifyError(error: unknown, fallback: string, title = 'Error') {
  notifications.show({ color: 'red', title, message: errorMessage(error, fallback) });
}
