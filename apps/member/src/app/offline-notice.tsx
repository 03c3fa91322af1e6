import { IconWifiOff } from '@tabler/icons-react';
import { useOnline } from '../lib/use-online';
import classes from './app-layout.module.css';

/** 'Sin conexión' while the phone has no network: what is shown is the last data the app received. */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className={classes.offline} data-testid="offline-notice">
      <IconWifiOff size={16} color="white" aria-hidden />
      <span className={classes.offlineTitle}>Sin conexión</span>
      <span className={classes.offlineText}>Mostrando lo último que se cargó</span>
    </div>
  );
}
