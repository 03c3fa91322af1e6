import classes from './light.module.css';

/**
 * What a signed-in phone shows while the app's code arrives, in plain elements (the entry's own), in
 * the look of the app's splash: the logo and 'Cargando...'.
 */
export function BootSplash() {
  return (
    <div className={classes.splash} role="status" aria-live="polite" data-testid="splash-screen">
      <img src="/app/icon.svg" width={64} height={64} alt="Koinonia" />
      <span>Cargando...</span>
    </div>
  );
}
