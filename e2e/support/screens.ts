import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { artifactsDir, settle } from './browser';

/** The two screens the dashboard is checked at: a phone and a laptop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** The window as a person sees it, with `top` scrolled to its top: a full page is too tall to read. */
export async function viewShot(page: Page, top: Locator, name: string) {
  await top.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -80));
  await settle(page);
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

/** The community's day (Bogotá, UTC-5 all year) of an instant, as YYYY-MM-DD. */
export function bogotaDayOf(at: Date): string {
  return new Date(at.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
}
