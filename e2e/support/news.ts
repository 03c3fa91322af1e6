import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { accounts, apiCall, loginThroughApi } from './browser';

/** What the news specs share: the API shape they read, valid texts, and setup helpers. */
export interface News {
  id: string;
  title: string;
  priority: number;
  isActive: boolean;
  imageUrl: string | null;
  imageAlt: string | null;
  category: string | null;
  tags: string[];
  publishedAt: string | null;
  isSliceCard: boolean;
  viewType: string;
}

export const summary = 'Un resumen de prueba con suficientes caracteres';
export const content =
  'Contenido de prueba de la noticia, con más de cincuenta caracteres para cumplir la regla del formulario.';

/** A YYYY-MM-DD date `days` from today (local calendar day, as the date input uses). */
export function isoDay(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export async function signIn(page: Page) {
  const { access_token } = await loginThroughApi(page, accounts.pastor);
  return access_token;
}

export async function openNews(page: Page) {
  await page.goto('/news');
  await page.getByRole('heading', { level: 1, name: 'Gestión de Noticias' }).waitFor();
  await page.locator('tbody tr').first().waitFor();
}

export async function listNews(token: string) {
  const res = await apiCall<{ items: News[] }>(
    '/community/news?includeInactive=true&limit=100&sortBy=priority&sortOrder=asc',
    { token },
  );
  expect(res.status).toBe(200);
  return res.body.items;
}

export async function createNews(token: string, title: string, priority = 4) {
  const res = await apiCall<News>('/community/news', {
    method: 'POST',
    token,
    body: { title, summary, content, priority },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/**
 * Picks a news item up by keyboard: Space on its handle, then waits for dnd-kit's Spanish announcement
 * and for its keyboard sensor to listen. The sensor starts listening for the arrows, Space and Escape
 * in a setTimeout queued by the pick-up (KeyboardSensor.attach), which a busy browser can run after the
 * announcement is rendered: a key pressed before it is lost. A timer queued after the announcement runs
 * after that one.
 */
export async function pickUpByKeyboard(page: Page, handle: Locator, title: string) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => page.locator('[id^="DndLiveRegion"]').textContent()).toContain(title);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
