// Mantine's global styles; each component's styles come with the component (scripts/vite-mantine-styles.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { Providers } from './providers';

/** The signed-in app and the open screens: Mantine, the routes and the data kept on the device. */
export function App() {
  return <Providers />;
}
