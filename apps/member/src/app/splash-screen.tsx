import { BootSplash } from '../boot/boot-splash';

/** Shown while a screen's code arrives: the logo and 'Cargando...' (the entry's own, in plain elements). */
export function SplashScreen() {
  return <BootSplash />;
}
