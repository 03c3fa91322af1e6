import { Notifications } from '@mantine/notifications';

/** The toasts: top right, 4 s unless a toast says otherwise, at most 20 at once (a chunk of its own). */
export function Toasts() {
  return <Notifications position="top-right" autoClose={4000} limit={20} />;
}
