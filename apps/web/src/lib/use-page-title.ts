import { useEffect } from 'react';

/** The product's name, after each page's own title in the browser tab. */
export const APP_NAME = 'Koinonia';

/** The browser tab's title of a page: its heading, then the product ('Gestión de Miembros · Koinonia'). */
export function pageTitle(title: string): string {
  return `${title} · ${APP_NAME}`;
}

/** Sets the browser tab's title while the page is shown (every page calls it with its heading). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
