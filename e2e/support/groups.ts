import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall } from './browser';

/** What the groups specs share: the API shapes they read, the spec's texts, and screen helpers. */
export interface Sector {
  id: string;
  name: string;
  description: string | null;
  iconName: string;
  color: string;
  displayOrder: number;
  isActive: boolean;
  groupCount: number;
}

export interface Group {
  id: string;
  name: string;
  sector: { id: string; name: string };
  leader: { id: string; name: string };
  coLeader: { id: string; name: string } | null;
  meeting: { address: string; day: string; time: string; coordinates: { lat: number; lng: number } | null };
  capacity: { total: number; current: number };
  showInPreview: boolean;
  isOpenToNewMembers: boolean;
  isActive: boolean;
}

export interface LeaderOption {
  id: string;
  name: string;
  documentNumber: string;
}

export const NO_SECTORS =
  'No hay sectores disponibles - Debes crear al menos un sector antes de crear grupos';
export const SECTOR_LOCKED = 'No se puede eliminar: tiene grupos asignados';

export async function openGroups(page: Page, tab?: 'sectores' | 'grupos') {
  await page.goto(tab ? `/groups?tab=${tab}` : '/groups');
  await page.getByRole('heading', { level: 1, name: 'Gestión de Grupos' }).waitFor();
  await page.getByRole('tab', { name: 'Resumen' }).waitFor();
}

/** The big figure of an overview card, e.g. '25' or '229 / 396'. */
export async function cardValue(page: Page, testId: string) {
  const text = await page.getByTestId(testId).locator('[data-role="value"]').textContent();
  return (text ?? '').trim();
}

export async function overviewFigures(page: Page) {
  await page.getByRole('tab', { name: 'Resumen' }).click();
  await page.getByTestId('summary-groups').waitFor();
  const [members = Number.NaN, capacity = Number.NaN] = (await cardValue(page, 'summary-members'))
    .split('/')
    .map((s) => Number(s.trim()));
  return { groups: Number(await cardValue(page, 'summary-groups')), members, capacity };
}

export async function listGroups(token: string) {
  const res = await apiCall<{ items: Group[] }>('/groups?limit=100', { token });
  expect(res.status).toBe(200);
  return res.body.items;
}

export async function pickOption(page: Page, input: Locator, option: string, typed?: string) {
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}
