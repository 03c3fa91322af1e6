// The whole of Mantine's stylesheet (in its `mantine` layer), loaded with the first signed-in screen:
// the entry holds only what the login screen and the splash use (main.tsx).
import '@mantine/core/styles.layer.css';
import { ModalsProvider } from '@mantine/modals';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { ModuleCardsContext } from '../features/home/lib/module-cards-context';
import { moduleCards } from './features';
import { Shell } from './shell';

// Dates are written in Spanish by the signed-in screens only (the login page has none).
dayjs.locale('es');

/**
 * The signed-in layout, a chunk of its own: the shell, the confirm dialogs' provider, and the home
 * page's module cards composed from the features' manifests.
 */
export function DashboardLayout() {
  return (
    <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
      <ModuleCardsContext value={moduleCards}>
        <Shell />
      </ModuleCardsContext>
    </ModalsProvider>
  );
}
