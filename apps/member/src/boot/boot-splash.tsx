/**
 * What a signed-in phone shows while a screen's code arrives, in plain elements: the logo and
 * 'Cargando...', as the page itself shows them before any script has come (index.html, boot.css).
 */
export function BootSplash() {
  return (
    <div className="boot-splash" role="status" aria-live="polite" data-testid="splash-screen">
      <img src="/app/icon.svg" width={64} height={64} alt="Koinonia" />
      <span>Cargando...</span>
    </div>
  );
}
