import '@mantine/core/styles.layer.css';
import { Providers } from './providers';

/** The signed-in app and the open screens: Mantine, the routes and the data kept on the device. */
export function App() {
  return <Providers />;
}
