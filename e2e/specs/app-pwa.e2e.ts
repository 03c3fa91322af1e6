import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accounts, expectAccessible, testServer } from '../support/browser';
import { appSignIn, bottomNav, usePhoneApp } from '../support/member-app';

// The members' app as an installable app: its manifest, what Chromium says of installing it, and
// opening it again with no network (its service worker keeps the files, IndexedDB keeps the data).

const phone = usePhoneApp({ serviceWorkers: 'allow' });

/** The service worker of the build the test server serves (the server reads its files at each request). */
const builtWorker = path.resolve(import.meta.dirname, '../../apps/member/dist/sw.js');

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Whether the stored copy of the app's data (IndexedDB, idb-keyval's store) holds `text`. */
function storedDataHolds(text: string) {
  return new Promise<boolean>((resolve) => {
    const open = indexedDB.open('keyval-store');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('keyval')) return resolve(false);
      const get = db.transaction('keyval').objectStore('keyval').get('koinonia.app.queries');
      get.onsuccess = () => resolve(typeof get.result === 'string' && get.result.includes(text));
      get.onerror = () => resolve(false);
    };
  });
}

describe("members' app: installable, and open offline", () => {
  it('has a Spanish manifest with 192 and 512 px icons, maskable ones, and no installability errors', async () => {
    const res = await fetch(`${testServer().baseUrl}/app/manifest.webmanifest`);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({ lang: 'es', start_url: '/app/', scope: '/app/', display: 'standalone' });
    expect(manifest.name).toMatch(/Koinonia/);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const size of ['192x192', '512x512']) {
      expect(manifest.icons.some((i) => i.sizes === size && (i.purpose ?? 'any').includes('any'))).toBe(true);
      expect(manifest.icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
    }
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, `${testServer().baseUrl}/app/`));
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }

    const page = await phone.newPage();
    await page.goto('/app/');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();
  });

  it('opens again with no network: the app, the last data it showed, and "Sin conexión"', async () => {
    const page = await phone.newPage();
    await appSignIn(page, accounts.member);
    await page.goto('/app/');
    await page.getByRole('heading', { name: 'Iglesia Comunidad de Fe' }).waitFor();
    // The service worker has kept the app's files, and controls the page from its next load on.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('heading', { name: 'Iglesia Comunidad de Fe' }).waitFor();
    // The data on the screen has been written to the device.
    await page.waitForFunction(storedDataHolds, 'Iglesia Comunidad de Fe');
    await expect(page.getByTestId('offline-notice').count()).resolves.toBe(0);

    await page.context().setOffline(true);
    try {
      await page.reload();
      await page.getByRole('status').filter({ hasText: 'Sin conexión' }).waitFor();
      await page.getByRole('heading', { name: 'Iglesia Comunidad de Fe' }).waitFor();
      await bottomNav(page).getByRole('link', { name: 'Eventos' }).waitFor();
      await expectAccessible(page, 'app offline');
    } finally {
      await page.context().setOffline(false);
    }
    // Back online, the notice goes away by itself.
    await page.getByTestId('offline-notice').waitFor({ state: 'detached' });
  });

  it('offers a deployed version with "Actualizar", and reloads into it', async () => {
    const page = await phone.newPage();
    await appSignIn(page, accounts.member);
    await page.goto('/app/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await bottomNav(page).waitFor();

    // A deploy: the server now has another service worker. The app asks for it (as it does every hour).
    const original = readFileSync(builtWorker);
    try {
      appendFileSync(builtWorker, `\n// deploy ${Date.now()}\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole('alertdialog', { name: 'Hay una nueva versión de la app' });
      await prompt.waitFor();
      await expectAccessible(page, 'app update prompt');
      const reloaded = page.waitForEvent('framenavigated');
      await prompt.getByRole('button', { name: 'Actualizar' }).click();
      await reloaded;
      await bottomNav(page).waitFor();
      await expect(prompt.count()).resolves.toBe(0);
    } finally {
      writeFileSync(builtWorker, original);
    }
  });
});
