import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  drawPng,
  expectAccessible,
  noSidewaysScroll,
  screenshot,
  testServer,
} from '../support/browser';
import { APP_TOKEN_KEY, appSignIn, bottomNav, usePhoneApp } from '../support/member-app';

// The members' app on a phone: Perfil (name, photo, community and role) and signing out.

const phone = usePhoneApp();

interface Profile {
  name: string;
  avatar: string | null;
}

async function openProfile(page: Page) {
  const login = await appSignIn(page, accounts.member);
  await page.goto('/app/perfil');
  await bottomNav(page).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
  return login as typeof login & { user: { name: string; email: string } };
}

/** What the app keeps on the device for reading offline (lib/offline-cache.ts), as text; null if nothing. */
function storedCache(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(null);
          const get = db.transaction('keyval').objectStore('keyval').get('koinonia.app.queries');
          get.onsuccess = () => resolve((get.result as string | undefined) ?? null);
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

describe("members' app: profile", () => {
  it('shows the name, email, community and role', async () => {
    const page = await phone.newPage();
    const { user } = await openProfile(page);
    await page.getByRole('heading', { level: 2, name: user.name }).waitFor();
    await page.getByText(user.email).waitFor();
    await expect(page.getByTestId('profile-community-name').textContent()).resolves.toBe(
      'Iglesia Comunidad de Fe',
    );
    await page.getByText('Miembro', { exact: true }).waitFor();
    await expect(page.getByRole('link', { name: 'Cambiar de comunidad' }).getAttribute('href')).resolves.toBe(
      '/app/comunidades',
    );
    expect(await page.title()).toBe('Perfil · Koinonia');
    await expectAccessible(page, 'app profile');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-profile');
    expect(page.consoleErrors).toEqual([]);
  });

  it('uploads a photo, compressed on the phone, and shows it; then removes it', async () => {
    const page = await phone.newPage();
    const { access_token, user } = await openProfile(page);
    const png = await drawPng(page, { text: 'Yo' });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('status').filter({ hasText: 'Tu foto se actualizó.' }).waitFor();

    const profile = await apiCall<Profile>('/community/users/profile', { token: access_token });
    expect(profile.body.avatar).toMatch(/\.jpg$/);
    const photo = page.getByRole('img', { name: `Foto de ${user.name}` });
    await expect(photo.getAttribute('src')).resolves.toBe(`/api/avatars/${profile.body.avatar}`);
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Cambiar foto' }).waitFor();
    await expectAccessible(page, 'app profile with photo');
    await screenshot(page, 'app-profile-photo');

    // Another visit shows the same photo.
    await page.reload();
    await page.getByRole('img', { name: `Foto de ${user.name}` }).waitFor();

    await page.getByRole('button', { name: 'Quitar foto' }).click();
    await page.getByRole('status').filter({ hasText: 'Quitaste tu foto.' }).waitFor();
    await expect(page.getByRole('img', { name: `Foto de ${user.name}` }).count()).resolves.toBe(0);
    expect(
      (await apiCall<Profile>('/community/users/profile', { token: access_token })).body.avatar,
    ).toBeNull();
  });

  it('opens again with what the device kept, then shows what changed since', async () => {
    const page = await phone.newPage();
    const { access_token, user } = await openProfile(page);
    await page.getByRole('button', { name: 'Añadir foto' }).waitFor();
    await expect.poll(async () => (await storedCache(page)) ?? '').toContain(user.email);

    // The photo changes from another device while the phone keeps its copy without it.
    const form = new FormData();
    const png = await drawPng(page, { text: 'Otro' });
    form.append('imageFile', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'otro.png');
    const put = await fetch(`${testServer().baseUrl}/api/users/me/avatar`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${access_token}` },
      body: form,
    });
    expect(put.status).toBe(200);

    await page.reload();
    await page.getByRole('img', { name: `Foto de ${user.name}` }).waitFor();
    await page.getByRole('button', { name: 'Quitar foto' }).click();
    await page.getByRole('status').filter({ hasText: 'Quitaste tu foto.' }).waitFor();
  });

  it('refuses a file that is not an image, in Spanish', async () => {
    const page = await phone.newPage();
    await openProfile(page);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await page.getByRole('alert').filter({ hasText: 'Tipo de archivo no permitido' }).waitFor();
  });

  it('signs out after confirming, and forgets what the phone kept of this person', async () => {
    const page = await phone.newPage();
    const { user } = await openProfile(page);
    await page.getByRole('heading', { level: 2, name: user.name }).waitFor();
    // What was seen is kept on the phone for reading offline...
    await expect.poll(async () => (await storedCache(page)) ?? '').toContain(user.email);

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar sesión' });
    await dialog.waitFor();
    await expectAccessible(page, 'app sign-out confirmation');
    // 'Cancelar' keeps the session.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await dialog.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await expect(page.evaluate((key) => localStorage.getItem(key), APP_TOKEN_KEY)).resolves.toBeNull();
    // ...and is gone once signed out: nothing of this person is left on the device.
    await expect.poll(async () => (await storedCache(page)) ?? '').not.toContain(user.email);
    await page.reload();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await expect(page.getByText(user.email).count()).resolves.toBe(0);
    expect((await storedCache(page)) ?? '').not.toContain(user.email);
  });
});
