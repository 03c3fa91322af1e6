/**
 * The setup of the component tests (jsdom): Spanish zod messages and dates as the app sets them,
 * jest-dom's matchers, the browser APIs jsdom lacks and Mantine uses (as Mantine's Vitest guide sets
 * them), and a clean page, storage, toasts and network after each test.
 */
import '@koinonia/shared/zod-setup';
import '@testing-library/jest-dom/vitest';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { cleanup, configure, getConfig } from '@testing-library/react';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor wait up to 10 s instead of 1 s: on a busy two-core machine a page's render can
// take seconds. A wait that is met ends at once, so this only delays the report of a failing test.
configure({ asyncUtilTimeout: 10_000 });

// A query that fails prints the whole page in its error, which on a large page costs as much as a render.
// findBy* and waitFor retry their query on every change of the page, keep only the last error and, when
// they give up, add the page to it themselves (their `onTimeout`). So while they retry (Testing Library's
// `_disableExpensiveErrorDiagnostics`), the error goes without the page: a query outside a wait, and a
// wait that times out, still print it.
const { getElementError } = getConfig();
configure({
  getElementError(message, container) {
    const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
      ._disableExpensiveErrorDiagnostics;
    if (!retrying) return getElementError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// Dates in Spanish, as the signed-in layout sets them (app/dashboard-layout.tsx).
dayjs.locale('es');

const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

afterEach(() => {
  cleanup();
  modals.closeAll();
  notifications.clean();
  localStorage.clear();
  vi.unstubAllGlobals();
});
