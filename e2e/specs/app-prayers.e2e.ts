import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  expectAccessible,
  failFirstCalls,
  noSidewaysScroll,
  screenshot,
  uniqueSuffix,
} from '../support/browser';
import {
  acceptThroughApi,
  createInvitation,
  tokenOf as memberTokenOf,
  registerAccount,
} from '../support/member-accounts';
import { appSignIn, bottomNav, forgetKeptData, usePhoneApp } from '../support/member-app';
import { createPrayer, type Prayer, type PrayersPage, tokenOf } from '../support/prayers';

// The members' app on a phone: the prayer wall, 'Estoy orando', asking for prayer (anonymously) and
// 'Mis peticiones'.

const phone = usePhoneApp();

let memberToken = '';
let helperToken = '';
let pastorToken = '';
beforeAll(async () => {
  memberToken = await tokenOf(accounts.member);
  helperToken = await tokenOf(accounts.helper);
  pastorToken = await tokenOf(accounts.pastor);
});

/** A prayer as `token`'s person reads it (the API). */
async function prayerAs(token: string, id: string) {
  return apiCall<Prayer & { isPraying: boolean; isMine: boolean }>(`/community/prayers/${id}`, { token });
}

/** A demo account's name, as the sign-in answers it. */
async function nameOf(email: string) {
  const { body } = await apiCall<{ user: { name: string } }>('/auth/login', {
    method: 'POST',
    body: { email, password: 'koinonia-demo' },
  });
  return body.user.name;
}

/**
 * Opens the app signed in, as a phone that kept nothing: the other tabs closed and the copy of the
 * lists they kept on the device removed (still fresh, it would not be asked for again).
 */
async function openApp(page: Page, path: string, email: string = accounts.member, password?: string) {
  await forgetKeptData(page);
  await appSignIn(page, email, password);
  await page.goto(`/app${path}`);
  await bottomNav(page).waitFor();
}

const categoryLabels: Record<string, string> = {
  HEALTH: 'Salud',
  FAMILY: 'Familia',
  MINISTRY: 'Ministerio',
  TRAVEL: 'Viajes',
  WORK: 'Trabajo',
  FINANCIAL: 'Finanzas',
  SPIRITUAL: 'Espiritual',
  RELATIONSHIPS: 'Relaciones',
  OTHER: 'Otros',
};

const card = (page: Page, title: string) => page.getByTestId('prayer-card').filter({ hasText: title });
const prayButton = (page: Page, title: string) =>
  card(page, title).getByRole('button', { name: 'Estoy orando' });
const pressed = (page: Page, title: string) => () => prayButton(page, title).getAttribute('aria-pressed');
const countText = (page: Page, title: string) => () =>
  card(page, title).getByTestId('praying-count').textContent();

describe("members' app: prayer wall", () => {
  it('shows the prayers with their category, Respondida, the testimony and Anónimo', async () => {
    const { body } = await apiCall<PrayersPage>('/community/prayers', { token: memberToken });
    const answered = body.items.find((p) => p.testimony && p.isAnswered);
    const anonymous = body.items.find((p) => p.isAnonymous && !(p as { isMine?: boolean }).isMine);
    if (!answered || !anonymous) throw new Error('the first page has no answered or anonymous prayer');

    const page = await phone.newPage();
    await openApp(page, '/oracion');
    await page.getByRole('heading', { level: 1, name: 'Oración' }).waitFor();
    expect(await page.title()).toBe('Oración · Koinonia');
    await bottomNav(page).getByRole('link', { name: 'Oración' }).waitFor();

    const withTestimony = card(page, answered.testimony!.content).first();
    await withTestimony.getByText('Respondida', { exact: true }).waitFor();
    await withTestimony.getByText('Testimonio', { exact: true }).waitFor();
    await expect(withTestimony.textContent()).resolves.toContain(answered.title);
    await expect(withTestimony.textContent()).resolves.toContain(categoryLabels[answered.category]);
    await card(page, anonymous.title).filter({ hasText: 'Anónimo' }).first().waitFor();

    await expectAccessible(page, 'app prayer wall');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-prayers-wall');
    expect(page.consoleErrors).toEqual([]);
  });

  it("'Estoy orando' changes at once, goes on and off, and the API agrees", async () => {
    const title = `Oremos por la cosecha ${uniqueSuffix()}`;
    const prayer = await createPrayer(pastorToken, { title, category: 'WORK' });
    const page = await phone.newPage();
    await openApp(page, '/oracion');
    await card(page, title).waitFor();
    expect(await pressed(page, title)()).toBe('false');
    expect(await countText(page, title)()).toBe('Nadie está orando todavía');

    // The server's answer is held back: the button and the count have changed before it comes.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const prayUrl = `**/api/community/prayers/${prayer.id}/pray`;
    await page.route(prayUrl, async (route) => {
      await held;
      await route.continue();
    });
    await prayButton(page, title).click();
    await expect.poll(pressed(page, title)).toBe('true');
    await expect.poll(countText(page, title)).toBe('1 persona está orando');
    release();
    await expect.poll(async () => (await prayerAs(memberToken, prayer.id)).body.isPraying).toBe(true);
    await page.unroute(prayUrl);

    // Who prays: the member, by name.
    await card(page, title).getByRole('button', { name: 'Quiénes oran' }).click();
    await card(page, title).getByRole('list', { name: 'Personas orando' }).getByRole('listitem').waitFor();
    await expectAccessible(page, 'app prayer wall, praying');

    await prayButton(page, title).click();
    await expect.poll(pressed(page, title)).toBe('false');
    await expect.poll(countText(page, title)).toBe('Nadie está orando todavía');
    await expect
      .poll(async () => (await prayerAs(memberToken, prayer.id)).body)
      .toMatchObject({ isPraying: false, prayingCount: 0 });
    expect(page.consoleErrors).toEqual([]);
  });

  it("undoes 'Estoy orando' when the API fails, with a Spanish message", async () => {
    const title = `Oremos por el viaje ${uniqueSuffix()}`;
    const prayer = await createPrayer(pastorToken, { title, category: 'TRAVEL' });
    await apiCall(`/community/prayers/${prayer.id}/pray`, { method: 'POST', token: helperToken });
    const page = await phone.newPage();
    await openApp(page, '/oracion');
    await card(page, title).waitFor();
    expect(await countText(page, title)()).toBe('1 persona está orando');

    await failFirstCalls(page, `**/api/community/prayers/${prayer.id}/pray`, {
      code: 'SERVICE_UNAVAILABLE',
      message: 'El servicio no está disponible en este momento',
    });
    await prayButton(page, title).click();
    await card(page, title)
      .getByRole('alert')
      .filter({ hasText: 'No se pudo guardar tu oración: El servicio no está disponible' })
      .waitFor();
    expect(await pressed(page, title)()).toBe('false');
    expect(await countText(page, title)()).toBe('1 persona está orando');
    expect((await prayerAs(memberToken, prayer.id)).body).toMatchObject({
      isPraying: false,
      prayingCount: 1,
    });
    await expectAccessible(page, 'app prayer wall, refused');
    await screenshot(page, 'app-prayers-refused');

    // The next press reaches the server.
    await prayButton(page, title).click();
    await expect.poll(pressed(page, title)).toBe('true');
    await expect.poll(async () => (await prayerAs(memberToken, prayer.id)).body.prayingCount).toBe(2);
    await expect(card(page, title).getByRole('alert').count()).resolves.toBe(0);
  });

  it('shows a failed load with Reintentar', async () => {
    const page = await phone.newPage();
    await failFirstCalls(page, (url) => url.pathname === '/api/community/prayers', {
      code: 'SERVICE_UNAVAILABLE',
      message: 'El servicio no está disponible en este momento',
    });
    await openApp(page, '/oracion');
    await page.getByText('El servicio no está disponible en este momento').waitFor();
    await expectAccessible(page, 'app prayer wall, load error');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByTestId('prayer-card').first().waitFor();
  });
});

describe("members' app: asking for prayer", () => {
  it('asks anonymously; another member sees the prayer without the author anywhere', async () => {
    // The author: a new member, whose name nothing else in the community shows.
    const author = await registerAccount('Autora Reservada');
    await acceptThroughApi(author, (await createInvitation()).code);
    const authorToken = await memberTokenOf(author.email, author.password);
    const title = `Petición reservada ${uniqueSuffix()}`;
    const page = await phone.newPage();
    await openApp(page, '/oracion', author.email, author.password);
    await page.getByRole('button', { name: 'Pedir oración' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pedir oración' });
    await dialog.waitFor();
    // The API's own rules, before anything is sent.
    await dialog.getByRole('button', { name: 'Publicar petición' }).click();
    await dialog.getByText('El título es obligatorio').waitFor();
    await dialog.getByText('La categoría es obligatoria').waitFor();
    await expectAccessible(page, 'app ask for prayer');
    await screenshot(page, 'app-prayers-ask');

    await dialog.getByLabel('Título').fill(title);
    await dialog.getByLabel('Categoría').selectOption('FAMILY');
    await dialog
      .getByRole('textbox', { name: 'Descripción' })
      .fill('Una situación de familia que prefiero no contar con mi nombre.');
    await dialog.getByRole('switch', { name: 'Pedir de forma anónima' }).check();
    await dialog.getByRole('button', { name: 'Publicar petición' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card(page, title).getByText('Tu petición (anónima)').waitFor();
    await expect(card(page, title).textContent()).resolves.toContain('Familia');
    // The author prays for it too (they are not listed among the people praying for it).
    await prayButton(page, title).click();
    await expect.poll(pressed(page, title)).toBe('true');

    const { body } = await apiCall<PrayersPage>('/community/prayers?mine=true', { token: authorToken });
    const created = body.items.find((p) => p.title === title)!;
    expect(created).toMatchObject({ isAnonymous: true, category: 'FAMILY', user: null });
    await expect.poll(async () => (await prayerAs(authorToken, created.id)).body.isPraying).toBe(true);
    await apiCall(`/community/prayers/${created.id}/pray`, { method: 'POST', token: helperToken });
    await page.close();

    const other = await phone.newPage();
    await openApp(other, '/oracion', accounts.helper);
    const mine = card(other, title);
    await mine.getByText('Anónimo', { exact: false }).waitFor();
    await expect.poll(countText(other, title)).toBe('2 personas están orando');
    await mine.getByRole('button', { name: 'Quiénes oran' }).click();
    const praying = mine.getByRole('list', { name: 'Personas orando' });
    await praying.getByText(await nameOf(accounts.helper)).waitFor();
    await expect(praying.getByRole('listitem').count()).resolves.toBe(1);
    const text = (await other.locator('body').textContent()) ?? '';
    expect(text).not.toContain(author.name);
    expect(text).not.toContain(author.name.split(' ').at(-1));
    expect(await mine.textContent()).not.toContain('Tu petición');
    await expectAccessible(other, 'app prayer wall, anonymous prayer');
    await screenshot(other, 'app-prayers-anonymous');
    expect(other.consoleErrors).toEqual([]);
  });
});

describe("members' app: Mis peticiones", () => {
  it('edits one, marks it answered with a testimony, removes the testimony and deletes it', async () => {
    const title = `Mi petición ${uniqueSuffix()}`;
    const prayer = await createPrayer(memberToken, { title, category: 'HEALTH', isAnonymous: true });
    const page = await phone.newPage();
    await openApp(page, '/oracion');
    await page.getByRole('link', { name: 'Mis peticiones' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mis peticiones' }).waitFor();
    expect(await page.title()).toBe('Mis peticiones · Oración · Koinonia');
    await card(page, title).waitFor();
    // Only the person's own prayers.
    const { body: mineNow } = await apiCall<PrayersPage>('/community/prayers?mine=true', {
      token: memberToken,
    });
    await expect
      .poll(() => page.getByTestId('prayer-card').count())
      .toBe(Math.min(12, mineNow.pagination.total));
    await expectAccessible(page, 'app my prayers');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-prayers-mine');

    // Edit.
    const edited = `${title} (editada)`;
    await card(page, title).getByRole('button', { name: 'Editar' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Editar petición' });
    await editDialog.waitFor();
    await expect(editDialog.getByLabel('Título').inputValue()).resolves.toBe(title);
    await editDialog.getByLabel('Título').fill(edited);
    await editDialog.getByLabel('Categoría').selectOption('SPIRITUAL');
    await expectAccessible(page, 'app edit prayer');
    await editDialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await editDialog.waitFor({ state: 'hidden' });
    await card(page, edited).getByText('Espiritual').waitFor();
    expect((await prayerAs(memberToken, prayer.id)).body).toMatchObject({
      title: edited,
      category: 'SPIRITUAL',
      isAnonymous: true,
    });

    // Answered, with a testimony.
    const testimony = 'Dios respondió: todo salió bien y damos gracias.';
    await card(page, edited).getByRole('button', { name: 'Marcar como respondida' }).click();
    const testimonyDialog = page.getByRole('dialog', { name: 'Compartir testimonio' });
    await testimonyDialog.getByRole('button', { name: 'Guardar testimonio' }).click();
    await testimonyDialog.getByText('El testimonio es obligatorio').waitFor();
    await expectAccessible(page, 'app testimony');
    await testimonyDialog.getByRole('textbox', { name: 'Testimonio' }).fill(testimony);
    await testimonyDialog.getByRole('button', { name: 'Guardar testimonio' }).click();
    await testimonyDialog.waitFor({ state: 'hidden' });
    await card(page, edited).getByText(testimony).waitFor();
    await card(page, edited).getByText('Respondida', { exact: true }).waitFor();
    expect((await prayerAs(memberToken, prayer.id)).body).toMatchObject({
      isAnswered: true,
      testimony: { content: testimony },
    });

    // The testimony removed, after a confirmation; the prayer stays answered.
    await card(page, edited).getByRole('button', { name: 'Quitar testimonio' }).click();
    const removeDialog = page.getByRole('dialog', { name: 'Quitar testimonio' });
    await removeDialog.waitFor();
    await expectAccessible(page, 'app remove testimony');
    await removeDialog.getByRole('button', { name: 'Quitar testimonio' }).click();
    await removeDialog.waitFor({ state: 'hidden' });
    await card(page, edited).getByRole('button', { name: 'Añadir testimonio' }).waitFor();
    await expect(card(page, edited).getByText(testimony).count()).resolves.toBe(0);
    await card(page, edited).getByText('Respondida', { exact: true }).waitFor();
    expect((await prayerAs(memberToken, prayer.id)).body).toMatchObject({
      isAnswered: true,
      testimony: null,
    });

    // Deleted, after a confirmation (cancelling first keeps it).
    await card(page, edited).getByRole('button', { name: 'Eliminar' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Eliminar petición' });
    await deleteDialog.getByText(`¿Eliminar «${edited}»?`, { exact: false }).waitFor();
    await expectAccessible(page, 'app delete prayer');
    await screenshot(page, 'app-prayers-delete');
    await deleteDialog.getByRole('button', { name: 'Cancelar' }).click();
    await deleteDialog.waitFor({ state: 'hidden' });
    expect((await prayerAs(memberToken, prayer.id)).status).toBe(200);
    await card(page, edited).getByRole('button', { name: 'Eliminar' }).click();
    await deleteDialog.getByRole('button', { name: 'Eliminar' }).click();
    await deleteDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => card(page, edited).count()).toBe(0);
    expect((await prayerAs(memberToken, prayer.id)).status).toBe(404);
    expect(page.consoleErrors).toEqual([]);
  });
});
