import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  expectAccessible,
  failFirstCalls,
  loginThroughApi,
  noSidewaysScroll,
  useBrowser,
} from '../support/browser';
import { DESKTOP, PHONE, viewShot } from '../support/screens';

const browser = useBrowser();

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function openUsers(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  const session = await loginThroughApi(page, accounts.pastor);
  await page.goto('/users');
  await page.getByRole('heading', { level: 1, name: 'Gestión de Miembros' }).waitFor();
  return session.access_token;
}

/** The link's address, QR code, PNG download and WhatsApp share, as a pastor uses them. */
async function checkSharedLink(page: Page, scope: Locator, label: string, path: RegExp, pngName: string) {
  const field = scope.getByRole('textbox', { name: label });
  const url = await field.inputValue();
  expect(new URL(url).pathname).toMatch(path);

  const qr = scope.getByRole('img', { name: /^Código QR con/ });
  await qr.waitFor();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(200);

  await scope.getByRole('button', { name: 'Copiar' }).click();
  await scope.getByRole('button', { name: 'Copiado' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('link', { name: 'Descargar QR (PNG)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(pngName);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);

  const share = await scope.getByRole('link', { name: 'Compartir por WhatsApp' }).getAttribute('href');
  expect(share).toMatch(/^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent(share!.split('text=')[1]!)).toContain(url);
  return url;
}

describe('invitation links (/users)', () => {
  for (const [screen, size] of [
    ['laptop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`creates a link, shares it and revokes it on a ${screen}`, async () => {
      const page = await browser.newPage();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const token = await openUsers(page, size);

      await viewShot(page, page.getByRole('heading', { level: 1 }), `invitation-button-${screen}`);
      await noSidewaysScroll(page);
      // The list fails to load once: its error offers 'Reintentar'.
      await failFirstCalls(page, (url) => url.pathname === '/api/community/invitations', {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Servicio no disponible',
      });
      await page.getByRole('button', { name: 'Enlaces de invitación' }).click();
      const dialog = page.getByRole('dialog', { name: 'Enlaces de invitación' });
      await dialog.getByText('No se pudieron cargar los enlaces de invitación').waitFor();
      await dialog.getByRole('button', { name: 'Reintentar' }).click();
      await dialog.getByText('No se pudieron cargar los enlaces de invitación').waitFor({ state: 'hidden' });
      await dialog.getByRole('button', { name: 'Crear enlace' }).click();
      await dialog.getByRole('radio', { name: /Invitado/ }).check();
      await dialog.getByRole('textbox', { name: /Número de usos/ }).fill('5');
      await expectAccessible(page, `new invitation form (${screen})`);
      await dialog.getByRole('button', { name: 'Crear enlace' }).click();

      await dialog.getByRole('heading', { name: 'Enlace creado' }).waitFor();
      const url = await checkSharedLink(
        page,
        dialog,
        'Enlace de invitación',
        /^\/app\/unirse\/[\w-]{20,}$/,
        'invitacion-invitado.png',
      );
      await noSidewaysScroll(page);
      await expectAccessible(page, `created invitation (${screen})`);
      await viewShot(page, dialog, `invitation-link-${screen}`);

      // The list: the new link first, with its uses and state; revoking asks first.
      await dialog.getByRole('button', { name: 'Volver a los enlaces' }).click();
      const code = url.split('/').at(-1)!;
      const listed = await apiCall<{ items: { id: string; code: string; createdAt: string }[] }>(
        '/community/invitations',
        { token },
      );
      expect(listed.body.items[0]?.code).toBe(code);
      const item =
        screen === 'phone'
          ? dialog.getByRole('listitem').first()
          : dialog.getByRole('table', { name: 'Enlaces de invitación' }).getByRole('row').nth(1);
      await item.getByText('0 de 5 usos').waitFor();
      await item.getByText('Activa').waitFor();
      await expectAccessible(page, `invitation list (${screen})`);
      await viewShot(page, dialog, `invitation-list-${screen}`);

      await item.getByRole('button', { name: /^Revocar/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Revocar enlace de invitación' });
      await confirm.getByRole('button', { name: 'Revocar enlace' }).click();
      await item.getByText('Revocada').waitFor();
      expect(await item.getByRole('button', { name: /^Revocar/ }).count()).toBe(0);
      const after = await apiCall<{ valid: boolean; reason: string }>(`/invitations/${code}`);
      expect(after.body).toMatchObject({ valid: false, reason: 'REVOKED' });
      // Only the failure the test made itself.
      expect(page.consoleErrors.filter((e) => !/status of 503/.test(e))).toEqual([]);
    });
  }

  for (const [screen, size] of [
    ['laptop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`creates a one-time password-reset link from a member's details on a ${screen}`, async () => {
      const page = await browser.newPage();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const token = await openUsers(page, size);
      const found = await apiCall<{ items: { user: { name: string; email: string } }[] }>(
        `/community/members?search=${encodeURIComponent(accounts.member)}`,
        { token },
      );
      const name = found.body.items.find((m) => m.user.email === accounts.member)!.user.name;

      await page.getByRole('searchbox', { name: 'Buscar miembros' }).fill(accounts.member);
      await page.getByRole('button', { name: `Ver detalles de ${name}` }).click();
      const details = page.getByRole('dialog', { name: 'Detalles del miembro' });
      await details.getByRole('button', { name: 'Crear enlace para restablecer contraseña' }).click();
      await details.getByText(/Vence en 24 horas/).waitFor();
      await details.getByText(/funciona una sola vez/).waitFor();
      await checkSharedLink(
        page,
        details,
        'Enlace para restablecer la contraseña',
        /^\/app\/restablecer\/[\w-]{20,}$/,
        'restablecer-contrasena.png',
      );
      await noSidewaysScroll(page);
      await expectAccessible(page, `password-reset link (${screen})`);
      await viewShot(page, details, `password-reset-link-${screen}`);
      expect(page.consoleErrors).toEqual([]);
    });
  }
});
