// The whole of Mantine's stylesheet (in its `mantine` layer), loaded with the first signed-in screen:
// the entry holds only what the login screen and the splash use (main.tsx).
import '@mantine/core/styles.layer.css';
import { ModalsProvider } from '@mantine/modals';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { Shell } from './shell';

// Dates are written in Spanish by the signed-in screens only (the login page has none).
dayjs.locale('es');

/** The signed-in layout, a chunk of its own: the shell, and the confirm dialogs' provider. */
export function DashboardLayout() {
  return (
    <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
      <Shell />
    </ModalsProvider>
  );
}
