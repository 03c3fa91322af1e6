import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PASSWORD, launchChromium, testPages, testServer, withConsoleErrors } from './browser';
import { PHONE } from './screens';

/** Where the members' app keeps its session (apps/member/src/main.tsx): apart from the dashboard's. */
export const APP_TOKEN_KEY = 'koinonia.app.token';
export const APP_USER_KEY = 'koinonia.app.user';

export interface PhoneAppOptions {
  /**
   * Whether the app's service worker may register. Blocked by default, so each test loads what the
   * server has now; the offline tests allow it (the worker keeps the app's files for opening offline).
   */
  serviceWorkers?: 'allow' | 'block';
}

/**
 * One Chromium (Debian's) per spec file with a fresh profile, as a phone: 390×844, touch. Each test gets a fresh page at /app/ through `newPage()`, signed out.
 */
export function usePhoneApp(options: PhoneAppOptions = {}) {
  const state: { context?: BrowserContext; profile?: string } = {};
  beforeAll(async () => {
    state.profile = mkdtempSync(path.join(tmpdir(), 'koinonia-phone-'));
    state.context = await launchChromium(state.profile, {
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: options.serviceWorkers ?? 'block',
    });
  });
  afterAll(async () => {
    await state.context?.close();
    if (state.profile) rmSync(state.profile, { recursive: true, force: true });
  });

  const pages = testPages();
  return {
    context: () => state.context!,
    /** A new tab at /app/ with no session; console errors are collected in `consoleErrors`. */
    async newPage(): Promise<Page & { consoleErrors: string[] }> {
      const page = pages.add(withConsoleErrors(await state.context!.newPage()));
      // The session is cleared on a page of the origin that is not the app, so no app starts with the
      // last test's session (and acts on it) on its way to the sign-in.
      await page.goto('/app/manifest.webmanifest');
      await page.evaluate(() => localStorage.clear());
      await page.goto('/app/');
      return page;
    },
  };
}

/** Signs in through the API and stores the session as the app's sign-in does (for screen tests). */
export async function appSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${testServer().baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as {
    access_token: string;
    user: { id: string; communityId: string | null };
  };
  await page.evaluate(
    ({ token, user, keys }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { token: body.access_token, user: body.user, keys: { token: APP_TOKEN_KEY, user: APP_USER_KEY } },
  );
  return body;
}

/** The section tabs at the bottom of the app. */
export function bottomNav(page: Page) {
  return page.getByRole('navigation', { name: 'Secciones' });
}

/**
 * The phone as if it kept nothing: its other tabs closed and the copy of the data the app kept on the
 * device (IndexedDB) removed; a copy still fresh would otherwise be shown without asking the server.
 */
export async function forgetKeptData(page: Page) {
  for (const other of page.context().pages()) if (other !== page) await other.close();
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve();
          const tx = db.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').delete('koinonia.app.queries');
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}
