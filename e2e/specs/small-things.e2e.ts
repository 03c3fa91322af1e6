import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  DEMO_PASSWORD,
  expectAccessible,
  loginThroughApi,
  screenshot,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';
import { openGroups } from '../support/groups';
import { openNews } from '../support/news';
import { createPost, listPosts, openPosts, searchFor } from '../support/posts';
import { cardOf, createPrayer, openPrayers } from '../support/prayers';

const browser = useBrowser();
const EXPIRED = 'Tu sesión expiró. Inicia sesión de nuevo.';

async function signInOnForm(page: Page) {
  await page.getByLabel('Correo electrónico').fill(accounts.pastor);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /ingresar/i }).click();
}

describe('small things a pastor notices', () => {
  it('the same person has the same initials in posts and in prayers', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.pastor);
    const post = await createPost(token, `Iniciales ${uniqueSuffix()}`);
    const prayer = await createPrayer(token, { title: `Iniciales ${uniqueSuffix()}` });
    const initials = (card: ReturnType<Page['locator']>) =>
      card.locator('.mantine-Avatar-root').first().textContent();
    // Pastor Andrés Gómez: the first and the last word.
    await openPosts(page);
    await searchFor(page, post.title!);
    expect(await initials(page.locator('article').filter({ hasText: post.title! }))).toBe('PG');
    await openPrayers(page);
    await cardOf(page, prayer.title).waitFor();
    expect(await initials(cardOf(page, prayer.title))).toBe('PG');
    expect(page.consoleErrors).toEqual([]);
  });

  it('dates follow the community’s clock (Bogotá), whatever the browser’s zone', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.pastor);
    const post = await createPost(token, `Fecha de Bogotá ${uniqueSuffix()}`);
    const published = new Date(
      (await listPosts(token, `search=${encodeURIComponent(post.title!)}`)).items[0]!.publishedAt,
    );
    // A zone whose day differs from Bogotá's at this instant: 19 hours ahead, or 7 hours behind.
    const bogota = new Date(published.getTime() - 5 * 3_600_000);
    const ahead = bogota.getUTCHours() >= 5;
    const zone = ahead ? { id: 'Pacific/Kiritimati', hours: 14 } : { id: 'Etc/GMT+12', hours: -12 };
    const local = new Date(published.getTime() + zone.hours * 3_600_000);
    const months = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
    const dayText = (d: Date) => `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
    expect(dayText(local)).not.toBe(dayText(bogota));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: zone.id });

    await openPosts(page);
    await searchFor(page, post.title!);
    const card = page.locator('article').filter({ hasText: post.title! });
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone.id);
    expect(await card.locator('time').innerText()).toBe(dayText(bogota));
    await card.getByRole('button', { name: /^Ver detalles de / }).click();
    const details = page.getByRole('dialog', { name: 'Detalles del Post' });
    const clock = `${String(bogota.getUTCHours()).padStart(2, '0')}:${String(bogota.getUTCMinutes()).padStart(2, '0')}`;
    await details
      .getByText(`${dayText(bogota)} · ${clock}`)
      .first()
      .waitFor();
    expect(page.consoleErrors).toEqual([]);
  });

  it('an expired session says so and returns to the page after signing in; a logout does not', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await page.goto('/groups?tab=sectores');
    await page.getByRole('heading', { level: 1, name: 'Gestión de Grupos' }).waitFor();
    // The token expires (the server no longer accepts it); the next load of data finds out.
    await page.evaluate(() => localStorage.setItem('token', 'caducado'));
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    const url = new URL(page.url());
    expect(url.searchParams.get('next')).toBe('/groups?tab=sectores');
    const status = page.getByRole('status').filter({ hasText: EXPIRED });
    await status.waitFor();
    await expectAccessible(page, 'login after an expired session');
    await screenshot(page, 'small-session-expired');
    await signInOnForm(page);
    await page.waitForURL((u) => u.pathname === '/groups' && u.search === '?tab=sectores');
    await page.getByRole('heading', { level: 1, name: 'Gestión de Grupos' }).waitFor();

    // A normal logout: back to the login form, with no word of expiry.
    await page.getByRole('button', { name: /Pastor Andrés/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await page.getByLabel('Correo electrónico').waitFor();
    expect(await page.getByText(EXPIRED).count()).toBe(0);
    expect(page.consoleErrors).toEqual([]);
  });

  it('never follows a return address off the site', async () => {
    const page = await browser.newPage();
    await page.goto('/login?expired=1&next=%2F%2Fevil.example%2F');
    await page.getByText(EXPIRED).waitFor();
    await signInOnForm(page);
    await page.getByRole('heading', { name: 'Tu Centro de Comando' }).waitFor();
    expect(new URL(page.url()).origin).toBe(new URL(browser.baseUrl()).origin);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('the invite wizard: the required message, the prompt, and no stale banner', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await page.goto('/users');
    await page.getByRole('button', { name: 'Invitar Miembro' }).click();
    const wizard = page.getByRole('dialog', { name: 'Invitar Miembro' });
    await wizard.getByText('Ingrese un número de documento').waitFor();
    await wizard.getByRole('button', { name: 'Buscar' }).click();
    await wizard.getByText('El número de documento es requerido').waitFor();
    const input = wizard.getByLabel('Número de documento');
    await input.fill('00000000000');
    await wizard.getByRole('button', { name: 'Buscar' }).click();
    const banner = wizard.getByText('Usuario no encontrado en el sistema');
    await banner.waitFor();
    // Changing the input drops the answer about the previous text.
    await input.fill('0000000000');
    await banner.waitFor({ state: 'hidden' });
    await input.fill('');
    await wizard.getByRole('button', { name: 'Buscar' }).click();
    await wizard.getByText('El número de documento es requerido').waitFor();
    expect(await banner.count()).toBe(0);
    await expectAccessible(page, 'wizard with a field error');
  });

  it('the group form shows the capacity error together with the others on the first submit', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await openGroups(page, 'grupos');
    await page.getByRole('button', { name: 'Nuevo Grupo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Grupo' });
    await dialog.getByLabel('Capacidad').fill('10');
    await dialog.getByLabel('Miembros actuales').fill('12');
    await dialog.getByRole('button', { name: 'Crear Grupo' }).click();
    await dialog.getByText('El nombre es requerido').waitFor();
    await dialog.getByText('Debe seleccionar un sector').waitFor();
    await dialog.getByText('Los miembros actuales no pueden exceder la capacidad').waitFor();
    await expectAccessible(page, 'group form with every error');
  });

  it('a long pasted name shows the counter and the limit, and is not saved', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.pastor);
    const before = (await apiCall<{ name: string }>('/community/profile', { token })).body;
    await page.goto('/communities');
    await page.getByTestId('community-card').getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Comunidad' });
    const name = dialog.getByLabel('Nombre');
    await name.fill(`Iglesia ${'muy '.repeat(40)}larga`);
    // Nothing cut: the whole text stays, the counter and the schema's message say why it cannot be saved.
    expect((await name.inputValue()).length).toBe(8 + 160 + 5);
    await dialog.getByText('173/120').waitFor();
    await dialog.getByText('El nombre no puede superar 120 caracteres').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await dialog.getByText('El nombre no puede superar 120 caracteres').waitFor();
    expect(await page.getByText('Comunidad actualizada exitosamente').count()).toBe(0);
    expect((await apiCall<{ name: string }>('/community/profile', { token })).body.name).toBe(before.name);
    await expectAccessible(page, 'community form over the limit');
    await screenshot(page, 'small-long-name');
  });

  it('each page has its own browser title', async () => {
    const page = await browser.newPage();
    expect(await page.title()).toBe('Iniciar sesión · Koinonia');
    await loginThroughApi(page, accounts.pastor);
    const pages: [string, string][] = [
      ['/', 'Inicio'],
      ['/communities', 'Mi Comunidad'],
      ['/users', 'Gestión de Miembros'],
      ['/groups', 'Gestión de Grupos'],
      ['/news', 'Gestión de Noticias'],
      ['/activity', 'Registro de actividad'],
      ['/events', 'Gestión de Eventos'],
      ['/no-existe', 'Página no encontrada'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => page.title()).toBe(`${heading} · Koinonia`);
    }
  });

  it('the news dates are written one way', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await openNews(page);
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/\d{1,2} de [a-záéíóú]+ de \d{4}/);
    expect(text).toMatch(/\d{1,2} [a-z]{3} \d{4}/);
    await expectAccessible(page, 'news list');
  });
});
