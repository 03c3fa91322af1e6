import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  expectAccessible,
  screenshot,
  settle,
  uniqueSuffix,
  useBrowser,
} from '../support/browser';
import {
  actionsOf,
  cardOf,
  chooseAction,
  createPrayer,
  getPrayer,
  listPrayers,
  openPrayers,
  signIn,
  tokenOf,
} from '../support/prayers';

const browser = useBrowser();

/** The heaviest tests (several modals and axe runs) on a busy 2-core box. */
const LONG_TEST_MS = 120_000;

describe('community prayers (/prayers)', () => {
  it('creates a prayer: the form’s rules first, then the card and the counts', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/community/prayers')
        sent.push(req.url());
    });
    await openPrayers(page);
    const before = (await listPrayers(token, 'limit=1')).totals;
    await page.getByText(`${before.prayers} oraciones en la comunidad`, { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Nueva Oración' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Oración' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Crear Oración' }).click();
    await dialog.getByText('El título es obligatorio').waitFor();
    await dialog.getByText('La descripción es obligatoria').waitFor();
    await dialog.getByText('La categoría es obligatoria').waitFor();
    await dialog.getByRole('textbox', { name: 'Título' }).fill('t'.repeat(151));
    await dialog.getByText('El título no puede exceder 150 caracteres').waitFor();
    await expectAccessible(page, 'new prayer form with errors');
    await screenshot(page, 'prayers-create-errors-1280');
    expect(sent).toEqual([]);

    const title = `Salud de la hermana Rosa ${uniqueSuffix()}`;
    await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: '🏥 Salud' }).click();
    await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Oremos por su operación del jueves.');
    await dialog.getByRole('button', { name: 'Crear Oración' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Oracion creada exitosamente').waitFor();
    const card = cardOf(page, title);
    await card.getByText('Salud', { exact: true }).waitFor();
    await card.getByText('Pastor Andrés Gómez').waitFor();
    await card.getByRole('button', { name: `Personas orando por ${title}: 0` }).waitFor();
    await page.getByText(`${before.prayers + 1} oraciones en la comunidad`, { exact: false }).waitFor();
    const created = (await listPrayers(token, 'limit=1')).items[0];
    expect(created).toMatchObject({ title, category: 'HEALTH', isAnonymous: false, isAnswered: false });
    expect(page.consoleErrors).toEqual([]);
  });

  it('filters by category and answered, removes a chip and clears the filters', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const answered = await createPrayer(token, { category: 'HEALTH' });
    const res = await apiCall(`/community/prayers/${answered.id}/testimony`, {
      method: 'POST',
      token,
      body: { content: 'La operación salió muy bien, gracias a Dios.' },
    });
    expect(res.status).toBe(201);
    const expected = await listPrayers(token, 'category=HEALTH&isAnswered=true&limit=1');
    const healthOnly = await listPrayers(token, 'category=HEALTH&limit=1');
    await openPrayers(page);

    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros de búsqueda' });
    await dialog.getByRole('textbox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: '🏥 Salud' }).click();
    await dialog.getByRole('textbox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Respondidas' }).click();
    await expectAccessible(page, 'prayer filters modal');
    await dialog.getByRole('button', { name: 'Aplicar filtros' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const chips = page.getByRole('group', { name: 'Filtros activos' });
    await chips.getByText('Categoría: 🏥 Salud').waitFor();
    await chips.getByText('Respondidas').waitFor();
    await page.getByRole('button', { name: 'Filtros (2 activos)' }).waitFor();
    const shown = Math.min(12, expected.pagination.total);
    await page.getByText(`Mostrando ${shown} de ${expected.pagination.total} oraciones`).waitFor();
    await cardOf(page, answered.title).waitFor();
    const badges = await page
      .locator('article')
      .evaluateAll((cards) => cards.map((c) => c.textContent ?? ''));
    for (const text of badges) expect(text).toMatch(/Salud.*Respondida/);
    const banner = page.getByRole('region', { name: 'Resumen de oraciones' });
    expect(await banner.textContent()).toContain(`Mostradas${expected.summary.shown}`);
    await expectAccessible(page, 'prayers filtered');

    await chips.getByRole('button', { name: 'Quitar filtro Respondidas' }).click();
    await page.getByRole('button', { name: 'Filtros (1 activo)' }).waitFor();
    await page
      .getByText(
        `Mostrando ${Math.min(12, healthOnly.pagination.total)} de ${healthOnly.pagination.total} oraciones`,
      )
      .waitFor();
    await chips.getByRole('button', { name: 'Limpiar filtros' }).click();
    await chips.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filtros', exact: true }).waitFor();
    const all = await listPrayers(token, 'limit=1');
    await page
      .getByText(`Mostrando ${Math.min(12, all.pagination.total)} de ${all.pagination.total} oraciones`)
      .waitFor();
    expect(page.consoleErrors).toEqual([]);
  });

  it(
    'marks a prayer answered, adds the suggested testimony, then deletes it after confirming',
    async () => {
      const page = await browser.newPage();
      const token = await signIn(page);
      const prayer = await createPrayer(token, { category: 'WORK' });
      await openPrayers(page);
      const card = cardOf(page, prayer.title);
      await card.waitFor();

      await chooseAction(page, prayer.title, 'Editar');
      const edit = page.getByRole('dialog', { name: 'Editar Oración' });
      await edit.getByRole('checkbox', { name: 'Marcar como respondida' }).check();
      await expectAccessible(page, 'edit prayer form');
      await edit.getByRole('button', { name: 'Guardar Cambios' }).click();
      await page.getByText('Oracion actualizada exitosamente').waitFor();

      const add = page.getByRole('dialog', { name: 'Añadir Testimonio' });
      await add.getByText('¡Oración respondida!').waitFor();
      await card.getByText('Respondida', { exact: true }).waitFor();
      await add.getByRole('button', { name: 'Guardar Testimonio' }).click();
      await add.getByText('El testimonio es obligatorio').waitFor();
      await expectAccessible(page, 'add testimony form');
      await screenshot(page, 'prayers-testimony-1280');
      await add.getByRole('textbox', { name: 'Testimonio' }).fill('   ');
      await add.getByRole('button', { name: 'Guardar Testimonio' }).click();
      await add.getByText('El testimonio es obligatorio').waitFor();
      await add.getByRole('textbox', { name: 'Testimonio' }).fill('¡Consiguió el trabajo que pedíamos!');
      await add.getByRole('button', { name: 'Guardar Testimonio' }).click();
      await add.waitFor({ state: 'hidden' });
      await page.getByText('Testimonio añadido exitosamente').waitFor();
      const box = card.getByRole('group', { name: 'Testimonio' });
      await box.getByText('¡Consiguió el trabajo que pedíamos!').waitFor();
      await card.getByRole('button', { name: `Ver testimonio de ${prayer.title}` }).click();
      const view = page.getByRole('dialog', { name: 'Testimonio' });
      await view.getByText('¡Consiguió el trabajo que pedíamos!').waitFor();
      await expectAccessible(page, 'view testimony');
      await view.getByRole('button', { name: 'Cerrar' }).click();
      await view.waitFor({ state: 'detached' });
      // Only one testimony: the card now offers to delete it, not to add another.
      expect((await getPrayer(token, prayer.id)).body).toMatchObject({ isAnswered: true });
      await actionsOf(page, prayer.title).click();
      expect(await page.getByRole('menuitem', { name: 'Añadir testimonio' }).count()).toBe(0);
      await page.getByRole('menuitem', { name: 'Eliminar testimonio' }).click();
      const confirm = page.getByRole('dialog', { name: 'Eliminar testimonio' });
      await confirm
        .getByText('¿Estás seguro de que quieres eliminar el testimonio de esta oración?')
        .waitFor();
      await expectAccessible(page, 'delete testimony confirmation');
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await page.getByText('Testimonio eliminado exitosamente').waitFor();
      await box.waitFor({ state: 'detached' });
      await actionsOf(page, prayer.title).click();
      await page.getByRole('menuitem', { name: 'Añadir testimonio' }).waitFor();
      await page.keyboard.press('Escape');
      expect((await getPrayer(token, prayer.id)).body.testimony).toBeNull();
      expect(page.consoleErrors).toEqual([]);
    },
    LONG_TEST_MS,
  );

  it('makes the pastor’s own prayer anonymous; the switch is locked on someone else’s', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const member = await tokenOf(accounts.member);
    const others = await createPrayer(member, { category: 'TRAVEL' });
    const own = await createPrayer(token, { category: 'SPIRITUAL' });
    await openPrayers(page);

    const card = cardOf(page, own.title);
    await chooseAction(page, own.title, 'Editar');
    const edit = page.getByRole('dialog', { name: 'Editar Oración' });
    const anonymous = edit.getByRole('switch', { name: 'Oración anónima' });
    expect(await anonymous.isDisabled()).toBe(false);
    await anonymous.check({ force: true });
    await edit.getByRole('button', { name: 'Guardar Cambios' }).click();
    await page.getByText('Oracion actualizada exitosamente').waitFor();
    await card.getByText('Anónima', { exact: true }).waitFor();
    // The pastor still sees the name, told that nobody else does.
    await card.getByText('Anónima: solo los pastores ven este nombre').waitFor();
    await card.getByText('Pastor Andrés Gómez').waitFor();
    expect((await getPrayer(token, own.id)).body.isAnonymous).toBe(true);

    await chooseAction(page, others.title, 'Editar');
    const locked = page.getByRole('dialog', { name: 'Editar Oración' });
    await locked.getByText('Solo quien pidió la oración puede cambiar si es anónima').waitFor();
    expect(await locked.getByRole('switch', { name: 'Oración anónima' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'edit someone else’s prayer');
    await locked.getByRole('button', { name: 'Cancelar' }).click();
    expect(page.consoleErrors).toEqual([]);
  });

  it('lists the people praying, page by page', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const prayer = await createPrayer(token);
    for (const email of [accounts.member, accounts.helper]) {
      const res = await apiCall(`/community/prayers/${prayer.id}/pray`, {
        method: 'POST',
        token: await tokenOf(email),
      });
      expect(res.status).toBe(200);
    }
    // The real list, served one person per page, so that 'Cargar más' has a second page to bring.
    await page.route(`**/api/community/prayers/${prayer.id}/praying?*`, async (route) => {
      const url = new URL(route.request().url());
      const pageNo = Number(url.searchParams.get('page'));
      url.searchParams.set('page', '1');
      const real = await route.fetch({ url: url.toString() });
      const body = (await real.json()) as { items: unknown[] };
      await route.fulfill({
        json: {
          items: body.items.slice(pageNo - 1, pageNo),
          pagination: {
            page: pageNo,
            limit: 1,
            total: body.items.length,
            hasMore: pageNo < body.items.length,
          },
        },
      });
    });
    await openPrayers(page);
    await cardOf(page, prayer.title)
      .getByRole('button', { name: `Personas orando por ${prayer.title}: 2` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Personas orando' });
    const people = dialog.getByRole('list', { name: 'Personas orando' }).getByRole('listitem');
    await expect.poll(() => people.count()).toBe(1);
    await dialog.getByText('2 personas orando', { exact: false }).waitFor();
    await expectAccessible(page, 'people praying');
    await dialog.getByRole('button', { name: 'Cargar más' }).click();
    await expect.poll(() => people.count()).toBe(2);
    await dialog.getByRole('button', { name: 'Cargar más' }).waitFor({ state: 'detached' });
    const names = await people.allTextContents();
    expect(names.join(' ')).toMatch(/Orando desde/);
    await settle(page);
    await screenshot(page, 'prayers-praying-1280');
    expect(page.consoleErrors).toEqual([]);
  });

  it('loads more prayers with ‘Cargar más’, and a filter change starts again at page 1', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const { pagination } = await listPrayers(token, 'limit=1');
    expect(pagination.total).toBeGreaterThan(12);
    await openPrayers(page);
    await page.getByText(`Mostrando 12 de ${pagination.total} oraciones`).waitFor();
    await page.getByRole('button', { name: `Cargar más (${pagination.total - 12} restantes)` }).click();
    const second = Math.min(24, pagination.total);
    await page.getByText(`Mostrando ${second} de ${pagination.total} oraciones`).waitFor();
    expect(await page.locator('article').count()).toBe(second);

    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtros de búsqueda' });
    await dialog.getByRole('textbox', { name: 'Anonimato' }).click();
    await page.getByRole('option', { name: 'Con nombre' }).click();
    await dialog.getByRole('button', { name: 'Aplicar filtros' }).click();
    const named = (await listPrayers(token, 'isAnonymous=false&limit=1')).pagination.total;
    await page.getByText(`Mostrando ${Math.min(12, named)} de ${named} oraciones`).waitFor();
    await page.getByRole('button', { name: 'Quitar filtro Con nombre' }).click();
    await page.getByText(`Mostrando 12 de ${pagination.total} oraciones`).waitFor();
    expect(await page.locator('article').count()).toBe(12);

    // 'Actualizar' asks the server again and says when.
    const asked = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/community/prayers');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await asked;
    await page.getByText(/^Actualizado a las \d{2}:\d{2}:\d{2}$/).waitFor();
    expect(page.consoleErrors).toEqual([]);
  });

  it('deletes a prayer after confirmation', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    const prayer = await createPrayer(token);
    await openPrayers(page);
    await chooseAction(page, prayer.title, 'Eliminar');
    const confirm = page.getByRole('dialog', { name: 'Eliminar oración' });
    await confirm.getByText('¿Estás seguro de que quieres eliminar esta oración?').waitFor();
    await expectAccessible(page, 'delete prayer confirmation');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Oracion eliminada exitosamente').waitFor();
    await cardOf(page, prayer.title).waitFor({ state: 'detached' });
    expect((await getPrayer(token, prayer.id)).status).toBe(404);
    expect(page.consoleErrors).toEqual([]);
  });
});
