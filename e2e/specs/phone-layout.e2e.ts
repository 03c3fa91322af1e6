import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  artifactsDir,
  expectAccessible,
  loginThroughApi,
  screenshot,
  settle,
  useBrowser,
} from '../support/browser';
import { pickUpByKeyboard } from '../support/news';
import { DESKTOP, PHONE, viewShot } from '../support/screens';

const browser = useBrowser();

/** How far the page scrolls sideways (0 when it fits the window). */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  expect(await sidewaysOverflow(page), `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator}`);
  return box;
}

/** Wholly inside the window's width. */
async function expectInViewWidth(locator: Locator, width = PHONE.width) {
  const box = await boxOf(locator);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
}

/** The badges of a card whose text is cut (wider than their box, or past the card's edge). */
async function cutBadges(card: Locator) {
  return card.locator('.mantine-Badge-root').evaluateAll((badges) => {
    const cardBox = badges[0]?.closest('li')?.getBoundingClientRect();
    return badges
      .filter((badge) => {
        const label = badge.querySelector('.mantine-Badge-label') ?? badge;
        const box = badge.getBoundingClientRect();
        return (
          label.scrollWidth > label.clientWidth + 1 ||
          (cardBox !== undefined && box.right > cardBox.right + 0.5)
        );
      })
      .map((badge) => badge.textContent);
  });
}

interface CardCheck {
  /** The card's accessible name, which is also the name shown first. */
  name: string;
  /** The element that shows the name. */
  title: Locator;
  /** Badge texts that must show whole. */
  badges: string[];
  /** The actions below the name. */
  actions: Locator[];
  /** Controls on the name's line (a drag handle). */
  beside?: Locator[];
}

/**
 * A card of a phone list: the name on top (above the badges and the actions), the badges whole, every
 * action inside the window's width and in view together with the name.
 */
async function expectCard(card: Locator, check: CardCheck) {
  await card.waitFor();
  expect(await card.getAttribute('aria-label')).toBe(check.name);
  await expectInViewWidth(card);
  const title = await boxOf(check.title);
  for (const text of check.badges) {
    const badge = card.locator('.mantine-Badge-root', { hasText: text }).first();
    expect(await badge.innerText()).toBe(text);
    expect((await boxOf(badge)).y).toBeGreaterThan(title.y);
  }
  expect(await cutBadges(card)).toEqual([]);
  for (const action of [...check.actions, ...(check.beside ?? [])]) {
    await action.scrollIntoViewIfNeeded();
    await expectInViewWidth(action);
    // The name is on the screen while the action is (no acting on a person one cannot see), above it.
    const name = await boxOf(check.title);
    expect(name.y).toBeGreaterThanOrEqual(0);
    expect(name.y + name.height).toBeLessThanOrEqual(PHONE.height);
    await expectInViewWidth(check.title);
    if (check.actions.includes(action)) expect((await boxOf(action)).y).toBeGreaterThan(name.y);
  }
}

/** The card list, with the table out of sight. */
async function expectCardsOnly(page: Page, list: Locator, tableName: string) {
  await list.getByRole('listitem').first().waitFor();
  expect(await page.getByRole('table', { name: tableName }).count()).toBe(0);
}

/** The table, with the cards out of sight. */
async function expectTableOnly(page: Page, table: Locator, listName: string) {
  await table.getByRole('row').nth(1).waitFor();
  expect(await page.getByRole('list', { name: listName }).count()).toBe(0);
}

describe('phone first (390 px): lists as cards, no page scrolls sideways', () => {
  it('members: cards with the name first, whole badges and the actions beside it; the table at 1280', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await page.setViewportSize(PHONE);
    await page.goto('/users');
    await page.getByRole('heading', { level: 1, name: 'Gestión de Miembros' }).waitFor();
    const list = page.getByRole('list', { name: 'Miembros de la comunidad' });
    await expectCardsOnly(page, list, 'Miembros de la comunidad');

    // A member the pastor can manage: role selector and 'Inactivar' on the card.
    const managed = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Inactivar a / }) });
    const card = managed.first();
    const name = (await card.getAttribute('aria-label')) ?? '';
    expect(name).not.toBe('');
    await expectCard(card, {
      name,
      title: card.getByRole('button', { name, exact: true }),
      badges: ['Activo'],
      actions: [
        card.getByRole('button', { name: `Ver detalles de ${name}` }),
        card.getByLabel(`Cambiar rol de ${name}`),
        card.getByRole('button', { name: `Inactivar a ${name}` }),
      ],
    });
    // Every card: badges whole, inside the window.
    for (const each of await list.getByRole('listitem').all()) {
      expect(await cutBadges(each)).toEqual([]);
      await expectInViewWidth(each);
    }
    await expectNoSidewaysScroll(page, '/users');
    await expectAccessible(page, 'members on a phone');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'phone-users-390');
    await viewShot(page, list, 'phone-users-390-view');

    // The details open from the name on the card.
    await card.getByRole('button', { name, exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Detalles del miembro' });
    await details.waitFor();
    await settle(page);
    await expectNoSidewaysScroll(page, 'member details');
    await details.getByRole('button', { name: 'Cerrar' }).click();
    await details.waitFor({ state: 'hidden' });

    await page.setViewportSize(DESKTOP);
    const table = page.getByRole('table', { name: 'Miembros de la comunidad' });
    await expectTableOnly(page, table, 'Miembros de la comunidad');
    await table.getByRole('row').filter({ hasText: name }).getByLabel(`Cambiar rol de ${name}`).waitFor();
    await expectNoSidewaysScroll(page, '/users at 1280');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'phone-users-1280');
    expect(page.consoleErrors).toEqual([]);
  });

  it('news: sortable cards with a keyboard drag handle; the sortable table at 1280', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await page.setViewportSize(PHONE);
    await page.goto('/news');
    await page.getByRole('heading', { level: 1, name: 'Gestión de Noticias' }).waitFor();
    const list = page.getByRole('list', { name: 'Noticias' });
    await expectCardsOnly(page, list, 'Noticias');

    const card = list.getByRole('listitem').first();
    const title = (await card.getAttribute('aria-label')) ?? '';
    const active = (await card.getByText(/^Activa$|^Inactiva$/).innerText()).trim();
    const handle = card.getByRole('button', { name: `Reordenar ${title}` });
    await expectCard(card, {
      name: title,
      title: card.getByText(title, { exact: true }),
      badges: [active],
      beside: [handle],
      actions: [
        card.getByRole('switch', { name: `Activar/Desactivar ${title}` }),
        card.getByRole('button', { name: `Editar ${title}` }),
        card.getByRole('button', { name: `Eliminar ${title}` }),
      ],
    });
    // dnd-kit's handle, with its keyboard instructions, on the card as in the table.
    expect(await handle.getAttribute('aria-roledescription')).toBe('noticia reordenable');
    expect(await handle.getAttribute('aria-describedby')).toMatch(/^DndDescribedBy/);
    // One drag context on the page: one live region, one handle per news.
    expect(await page.locator('[id^="DndLiveRegion"]').count()).toBe(1);
    expect(await page.getByRole('button', { name: `Reordenar ${title}`, exact: true }).count()).toBe(1);
    // Picked up by keyboard (announced in Spanish), then put back with Escape: nothing changes.
    await pickUpByKeyboard(page, handle, title);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.locator('[id^="DndLiveRegion"]').textContent())
      .toContain('Se canceló el movimiento');
    expect(await list.getByRole('listitem').first().getAttribute('aria-label')).toBe(title);

    for (const each of await list.getByRole('listitem').all()) {
      expect(await cutBadges(each)).toEqual([]);
      await expectInViewWidth(each);
    }
    await expectNoSidewaysScroll(page, '/news');
    await expectAccessible(page, 'news on a phone');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'phone-news-390');
    await viewShot(page, list, 'phone-news-390-view');

    await page.setViewportSize(DESKTOP);
    const table = page.getByRole('table', { name: 'Noticias' });
    await expectTableOnly(page, table, 'Noticias');
    await table.getByRole('button', { name: `Reordenar ${title}` }).waitFor();
    expect(await page.locator('[id^="DndLiveRegion"]').count()).toBe(1);
    await expectNoSidewaysScroll(page, '/news at 1280');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'phone-news-1280');
    expect(page.consoleErrors).toEqual([]);
  });

  it('groups: every tab fits; the groups as cards, the table at 1280', async () => {
    const page = await browser.newPage();
    await loginThroughApi(page, accounts.pastor);
    await page.setViewportSize(PHONE);
    await page.goto('/groups');
    await page.getByRole('heading', { level: 1, name: 'Gestión de Grupos' }).waitFor();
    await page.getByTestId('summary-groups').waitFor();
    await expectNoSidewaysScroll(page, '/groups Resumen');

    await page.getByRole('tab', { name: /^Sectores/ }).click();
    await page.getByRole('article', { name: 'Sector Chapinero' }).waitFor();
    await expectNoSidewaysScroll(page, '/groups Sectores');
    await expectAccessible(page, 'sectors on a phone');

    await page.getByRole('tab', { name: /^Grupos/ }).click();
    const list = page.getByRole('list', { name: 'Grupos' });
    await expectCardsOnly(page, list, 'Grupos');
    const card = list.getByRole('listitem').first();
    const name = (await card.getAttribute('aria-label')) ?? '';
    const status = (await card.getByText(/^Activo$|^Inactivo$/).innerText()).trim();
    await expectCard(card, {
      name,
      title: card.getByText(name, { exact: true }),
      badges: [status],
      actions: [
        card.getByRole('button', { name: `Editar ${name}` }),
        card.getByRole('button', { name: `Eliminar ${name}` }),
      ],
    });
    for (const each of await list.getByRole('listitem').all()) {
      expect(await cutBadges(each)).toEqual([]);
      await expectInViewWidth(each);
    }
    await expectNoSidewaysScroll(page, '/groups Grupos');
    await expectAccessible(page, 'groups on a phone');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'phone-groups-390');
    await viewShot(page, list, 'phone-groups-390-view');

    await page.setViewportSize(DESKTOP);
    const table = page.getByRole('table', { name: 'Grupos' });
    await expectTableOnly(page, table, 'Grupos');
    await expectNoSidewaysScroll(page, '/groups at 1280');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'phone-groups-1280');
    expect(page.consoleErrors).toEqual([]);
  });

  it('activity log and the community members modal: cards on a phone', async () => {
    const page = await browser.newPage();
    const { access_token: token } = await loginThroughApi(page, accounts.pastor);
    await page.setViewportSize(PHONE);

    // Two entries at least (the community's description changed and put back).
    const community = (
      await apiCall<{ name: string; description: string | null }>('/community/profile', { token })
    ).body;
    for (const description of [
      'Descripción cambiada por la prueba del teléfono',
      community.description ?? undefined,
    ]) {
      const res = await apiCall('/community/profile', {
        method: 'PUT',
        token,
        body: { name: community.name, description },
      });
      expect(res.status).toBe(200);
    }
    await page.goto('/activity');
    const entries = page.getByRole('list', { name: 'Registro de actividad' });
    await expectCardsOnly(page, entries, 'Registro de actividad');
    for (const each of (await entries.getByRole('listitem').all()).slice(0, 10)) {
      expect(await cutBadges(each)).toEqual([]);
      await expectInViewWidth(each);
    }
    await expectNoSidewaysScroll(page, '/activity');
    await expectAccessible(page, 'activity on a phone');
    await viewShot(page, entries, 'phone-activity-390-view');

    await page.goto('/communities');
    const card = page.getByTestId('community-card').first();
    await card.waitFor();
    await expectNoSidewaysScroll(page, '/communities');
    await card.getByRole('button', { name: 'Ver Miembros' }).click();
    const dialog = page.getByRole('dialog', { name: /^Miembros de / });
    const dialogName = (await dialog.getByRole('heading').first().innerText()).trim();
    const members = dialog.getByRole('list', { name: dialogName });
    await expectCardsOnly(page, members, dialogName);
    const own = members.getByRole('listitem', { name: 'Pastor Andrés Gómez', exact: true });
    await expectCard(own, {
      name: 'Pastor Andrés Gómez',
      title: own.getByText('Pastor Andrés Gómez', { exact: true }),
      badges: ['Pastor'],
      actions: [],
    });
    await settle(page);
    await expectNoSidewaysScroll(page, 'community members modal');
    const modalOverflow = await dialog.evaluate((d) => {
      const body = d.querySelector('.mantine-Modal-body') ?? d;
      return body.scrollWidth - body.clientWidth;
    });
    expect(modalOverflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'community members on a phone');
    await page.screenshot({ path: path.join(artifactsDir, 'phone-community-members-390.png') });
    expect(page.consoleErrors).toEqual([]);
  });

  it('no other page scrolls sideways at 390 px', async () => {
    const page = await browser.newPage();
    await page.setViewportSize(PHONE);
    await page.goto('/login');
    await page.getByRole('button', { name: /ingresar/i }).waitFor();
    await expectNoSidewaysScroll(page, '/login');

    await loginThroughApi(page, accounts.pastor);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Tu Centro de Comando' }).waitFor();
    await expectNoSidewaysScroll(page, '/');
    await screenshot(page, 'phone-home-390');

    // The other screens, built or still placeholders (posts and prayers also have phone tests of their own).
    const otherPages = [
      '/events',
      '/community-posts',
      '/prayers',
      '/biblical-school',
      '/notifications',
      '/no-existe',
    ];
    for (const path of otherPages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settle(page);
      await expectNoSidewaysScroll(page, path);
    }
    expect(page.consoleErrors).toEqual([]);
  });
});
