import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { accounts, apiCall, DEMO_PASSWORD, loginThroughApi, uniqueSuffix } from './browser';

/** What the prayers specs share: the API shapes they read and setup helpers. */
export interface Prayer {
  id: string;
  title: string;
  category: string;
  isAnonymous: boolean;
  isAnswered: boolean;
  testimony: { content: string } | null;
  prayingCount: number;
  user: { firstName: string; lastName: string } | null;
}

export interface PrayersPage {
  items: Prayer[];
  pagination: { page: number; limit: number; total: number; hasMore: boolean };
  summary: { shown: number; answered: number; active: number };
  totals: { prayers: number; answered: number };
}

export interface PrayerStats {
  totalPrayers: number;
  answeredPrayers: number;
  recentActivity: number;
}

export async function signIn(page: Page) {
  const { access_token } = await loginThroughApi(page, accounts.pastor);
  return access_token;
}

/** A token of another demo account (to ask for prayer or pray as someone else). */
export async function tokenOf(email: string) {
  const res = await apiCall<{ access_token: string }>('/auth/login', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD },
  });
  expect(res.status).toBe(200);
  return res.body.access_token;
}

export async function openPrayers(page: Page) {
  await page.goto('/prayers');
  await page.getByRole('heading', { level: 1, name: 'Centro de Oración' }).waitFor();
  await page.getByRole('region', { name: 'Resumen de oraciones' }).waitFor();
}

export async function createPrayer(
  token: string,
  body: { title?: string; category?: string; isAnonymous?: boolean; description?: string } = {},
) {
  const res = await apiCall<Prayer>('/community/prayers', {
    method: 'POST',
    token,
    body: {
      title: body.title ?? `Oración de prueba ${uniqueSuffix()}`,
      description: body.description ?? 'Pedimos oración por esta situación de la familia.',
      category: body.category ?? 'FAMILY',
      isAnonymous: body.isAnonymous ?? false,
    },
  });
  expect(res.status).toBe(201);
  return res.body;
}

export async function listPrayers(token: string, query = '') {
  const res = await apiCall<PrayersPage>(`/community/prayers?${query}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

export async function getPrayer(token: string, id: string) {
  return apiCall<Prayer>(`/community/prayers/${id}`, { token });
}

/** The card of a prayer in the grid. */
export const cardOf = (page: Page, title: string) => page.getByRole('article', { name: `Oración: ${title}` });

/** A prayer card's 'Acciones' button (its name says which prayer). */
export const actionsOf = (page: Page, title: string) =>
  cardOf(page, title).getByRole('button', { name: `Acciones de ${title}` });

/** Opens a prayer card's 'Acciones' menu and chooses one of its actions by its words ('Editar', …). */
export async function chooseAction(page: Page, title: string, action: string) {
  await actionsOf(page, title).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}
