import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  apiCall,
  expectAccessible,
  noSidewaysScroll,
  screenshot,
  uniqueSuffix,
} from '../support/browser';
import { appSignIn, bottomNav, usePhoneApp } from '../support/member-app';

// The members' app on a phone: Inicio (greeting, news cards, featured groups, next events, pull to
// refresh) and Noticias (the list with 'Cargar más', a news with its image, a news that is gone).

const phone = usePhoneApp();

interface News {
  id: string;
  title: string;
  imageUrl: string | null;
}
interface Page1<T> {
  items: T[];
  pagination: { total: number; hasMore: boolean };
}

async function signedIn() {
  const page = await phone.newPage();
  const session = await appSignIn(page, accounts.member);
  return { page, token: session.access_token, name: (session.user as unknown as { name: string }).name };
}

/** A pull-down with one finger from near the top of the page, as a phone's touch events. */
async function pullDown(page: Page) {
  await page.evaluate(() => {
    const touch = (y: number) =>
      new Touch({ identifier: 1, target: document.body, clientX: 200, clientY: y, pageX: 200, pageY: y });
    const fire = (type: string, y: number, active: boolean) =>
      document.body.dispatchEvent(
        new TouchEvent(type, {
          bubbles: true,
          cancelable: true,
          touches: active ? [touch(y)] : [],
          changedTouches: [touch(y)],
        }),
      );
    fire('touchstart', 120, true);
    for (const y of [160, 220, 280, 340]) fire('touchmove', y, true);
    fire('touchend', 340, false);
  });
}

describe("members' app: Inicio", () => {
  it('greets the person and shows the news cards, the featured groups and the next events', async () => {
    const { page, token, name } = await signedIn();
    const slice = (await apiCall<(News | null)[]>('/community/news/home-slice', { token })).body;
    const groups = (await apiCall<{ name: string }[]>('/groups/preview', { token })).body;
    const events = (
      await apiCall<Page1<{ id: string; title: string }>>('/community/events?limit=3', { token })
    ).body.items;
    const cards = slice.filter((n): n is News => n !== null);
    expect(cards.length).toBeGreaterThan(0);
    expect(groups.length).toBeGreaterThan(0);
    expect(events.length).toBeGreaterThan(0);

    await page.goto('/app/');
    const first = name.trim().split(/\s+/)[0]!;
    await page.getByRole('heading', { level: 1, name: `Hola, ${first}` }).waitFor();
    const news = page.getByRole('region', { name: 'Noticias' });
    for (const n of cards) await news.getByRole('link', { name: new RegExp(literal(n.title)) }).waitFor();
    const featured = page.getByRole('region', { name: 'Grupos destacados' });
    for (const g of groups) await featured.getByText(g.name, { exact: true }).waitFor();
    const next = page.getByRole('region', { name: 'Próximos eventos' });
    for (const e of events) {
      const link = next.getByRole('link', { name: new RegExp(literal(e.title)) });
      await expect(link.getAttribute('href')).resolves.toBe(`/app/eventos/${e.id}`);
    }
    expect(await page.title()).toBe('Inicio · Koinonia');
    await expectAccessible(page, 'app home');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-home');

    await featured.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'Grupos' }).waitFor();
    await bottomNav(page).getByRole('link', { name: 'Inicio' }).click();
    await page.getByRole('link', { name: 'Ver todas las noticias' }).click();
    await page.getByRole('heading', { level: 1, name: 'Noticias' }).waitFor();
    expect(page.consoleErrors).toEqual([]);
  });

  it('refreshes with a pull from the top, and with the Actualizar button', async () => {
    const { page } = await signedIn();
    const pastor = (
      await apiCall<{ access_token: string }>('/auth/login', {
        method: 'POST',
        body: { email: accounts.pastor, password: 'koinonia-demo' },
      })
    ).body.access_token;
    const [group] = (await apiCall<{ id: string; name: string }[]>('/groups/preview', { token: pastor }))
      .body;
    await page.goto('/app/');
    const featured = page.getByRole('region', { name: 'Grupos destacados' });
    await featured.getByText(group!.name, { exact: true }).waitFor();

    // Renamed on the dashboard meanwhile: the pull brings the new name.
    const pulled = `Grupo renovado ${uniqueSuffix()}`;
    const renamed = await apiCall(`/groups/${group!.id}`, {
      method: 'PATCH',
      token: pastor,
      body: { name: pulled },
    });
    expect(renamed.status).toBe(200);
    await pullDown(page);
    await featured.getByText(pulled, { exact: true }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Inicio actualizado' }).waitFor({ state: 'attached' });

    // Without a gesture (a keyboard, a mouse): 'Actualizar'.
    const clicked = `Grupo al día ${uniqueSuffix()}`;
    await apiCall(`/groups/${group!.id}`, { method: 'PATCH', token: pastor, body: { name: clicked } });
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await featured.getByText(clicked, { exact: true }).waitFor();
    await apiCall(`/groups/${group!.id}`, { method: 'PATCH', token: pastor, body: { name: group!.name } });
    expect(page.consoleErrors).toEqual([]);
  });
});

describe("members' app: Noticias", () => {
  it('lists the news and loads more', async () => {
    const { page, token } = await signedIn();
    const all = (await apiCall<Page1<News>>('/community/news?limit=100', { token })).body;
    expect(all.pagination.total).toBeGreaterThan(10);
    await page.goto('/app/noticias');
    await page.getByRole('heading', { level: 1, name: 'Noticias' }).waitFor();
    const items = page.getByRole('main').getByRole('listitem');
    await items.nth(9).waitFor();
    expect(await items.count()).toBe(10);
    await expectAccessible(page, 'app news list');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-news');
    await page.getByRole('button', { name: /Cargar más/ }).click();
    await items.nth(Math.min(all.pagination.total, 20) - 1).waitFor();
    await page.getByRole('link', { name: new RegExp(literal(all.items[10]!.title)) }).waitFor();
    expect(page.consoleErrors).toEqual([]);
  });

  it('opens a news of the home, and a news with its image, date and text; says when a news is gone', async () => {
    const { page, token } = await signedIn();
    // Other files on this server reorder and edit the news: read what the home shows now.
    const slice = (await apiCall<(News | null)[]>('/community/news/home-slice', { token })).body;
    const first = slice.find((n): n is News => n !== null);
    expect(first).toBeDefined();
    await page.goto('/app/');
    await page
      .getByRole('region', { name: 'Noticias' })
      .getByRole('link', { name: new RegExp(literal(first!.title)) })
      .click();
    await page.getByRole('heading', { level: 1, name: first!.title }).waitFor();

    const all = (await apiCall<Page1<News>>('/community/news?limit=100', { token })).body;
    const withImage = all.items.find((n) => !!n.imageUrl);
    expect(withImage).toBeDefined();
    await page.goto(`/app/noticias/${withImage!.id}`);
    await page.getByRole('heading', { level: 1, name: withImage!.title }).waitFor();
    const image = page.getByRole('article').locator('img').first();
    await expect
      .poll(() =>
        image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.getByRole('article').getByText(/\d{4}/).first().waitFor();
    expect(await page.title()).toBe(`${withImage!.title} · Koinonia`);
    await expectAccessible(page, 'app news detail');
    await noSidewaysScroll(page);
    await screenshot(page, 'app-news-detail');
    await page.getByRole('link', { name: 'Noticias' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Noticias' }).waitFor();

    await page.goto('/app/noticias/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Esta noticia ya no está disponible' }).waitFor();
    await expectAccessible(page, 'app news gone');
    expect(page.consoleErrors).toEqual([]);
  });
});

function literal(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
