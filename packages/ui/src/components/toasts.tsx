import { Notifications } from '@mantine/notifications';
import classes from './toasts.module.css';

/**
 * The toasts: top right below the top bar unless a toast says otherwise (successes go to the bottom
 * right, `notify.ts`), 4 s unless a toast says otherwise, at most 20 at once (a chunk of its own).
 */
export function Toasts() {
  return (
    <Notifications position="top-right" autoClose={4000} limit={20} classNames={{ root: classes.root }} />
  );
}
