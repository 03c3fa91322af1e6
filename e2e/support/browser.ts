import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'koinonia-demo';
export const accounts = {
  pastor: 'pastor@demo.koinonia.test',
  helper: 'ayudante@demo.koinonia.test',
  member: 'miembro@demo.koinonia.test',
  neighbour: 'pastor@vecina.koinonia.test',
} as const;

/**
 * This worker's server (support/global-setup.ts starts one per worker): VITEST_POOL_ID is 1 to maxWorkers.
 */
export function testServer() {
  const servers = inject('servers');
  const server = servers[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!server)
    throw new Error(`no test server for worker ${process.env.VITEST_POOL_ID} of ${servers.length}`);
  return server;
}

export const artifactsDir = path.resolve(import.meta.dirname, '../.e2e-artifacts');

/** Chromium's switches for a headless run here: no GPU, no QUIC, nothing in the background. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium with a fresh profile, on this worker's server, in Spanish (Colombia), asking for
 * reduced motion: the app honours prefers-reduced-motion (the theme's respectReducedMotion), so modals
 * and menus open without a transition and a click never lands on a field still moving into place.
 */
export function launchChromium(
  profile: string,
  options: Parameters<typeof chromium.launchPersistentContext>[1] = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    baseURL: testServer().baseUrl,
    locale: 'es-CO',
    reducedMotion: 'reduce',
    args: CHROMIUM_ARGS,
    ...options,
  });
}

/** The page, collecting its console errors (4xx answers apart: a refusal is an answer) and uncaught ones. */
export function withConsoleErrors(tab: Page): Page & { consoleErrors: string[] } {
  const page = tab as Page & { consoleErrors: string[] };
  page.consoleErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) page.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => page.consoleErrors.push(err.message));
  return page;
}

/**
 * The tabs a test opens, closed when it ends: a tab left open shares the next test's storage and could
 * still act on it (a late 401 clearing the session it just stored). When the test failed, what each tab
 * shows is printed first (its address, its errors, the start of its text), so a failure in CI says where
 * the page was, not only what was not found.
 */
export function testPages() {
  const pages = new Set<Page & { consoleErrors: string[] }>();
  afterEach(async ({ task }) => {
    for (const page of pages) {
      if (task.result?.state === 'fail' && !page.isClosed()) {
        const text = await page
          .evaluate(() => document.body?.innerText.replace(/\s+/g, ' ').slice(0, 400) ?? '')
          .catch((err: Error) => `(unreadable: ${err.message})`);
        console.error(
          `[${task.name}] page ${page.url()}\n  text: ${text}\n  console errors: ${JSON.stringify(page.consoleErrors)}`,
        );
      }
      await page.close().catch(() => undefined);
    }
    pages.clear();
  });
  return {
    add<T extends Page & { consoleErrors: string[] }>(page: T): T {
      pages.add(page);
      return page;
    },
  };
}

/**
 * One Chromium (Debian's) per spec file, with a fresh profile. Each test gets a fresh page through
 * `newPage()`, with an empty localStorage unless it logs in.
 */
export function useBrowser() {
  const state: { context?: BrowserContext; profile?: string } = {};
  beforeAll(async () => {
    state.profile = mkdtempSync(path.join(tmpdir(), 'koinonia-chromium-'));
    state.context = await launchChromium(state.profile, {
      viewport: { width: 1280, height: 800 },
    });
  });
  afterAll(async () => {
    await state.context?.close();
    if (state.profile) rmSync(state.profile, { recursive: true, force: true });
  });

  const pages = testPages();
  return {
    baseUrl: () => testServer().baseUrl,
    /** A new tab with a clean session; console errors and CSP violations fail the test at `assertNoConsoleErrors`. */
    async newPage(): Promise<Page & { consoleErrors: string[] }> {
      const page = pages.add(withConsoleErrors(await state.context!.newPage()));
      await page.goto('/login');
      await page.evaluate(() => localStorage.clear());
      return page;
    },
  };
}

/** Signs in through the login form and waits for the home page. */
export async function loginThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: /ingresar/i }).click();
  await page.getByRole('heading', { name: 'Tu Centro de Comando' }).waitFor();
}

/** Signs in through the API and stores the session like the login page does (faster for screen tests). */
export async function loginThroughApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await fetch(`${testServer().baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access_token: string; user: unknown };
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: body.access_token, user: body.user },
  );
  return body;
}

/** Calls the API as someone (for setting up data the way a client would). */
export async function apiCall<T = unknown>(
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${testServer().baseUrl}/api${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

/** The page does not scroll sideways (a phone's width). */
export async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * A real PNG drawn on a canvas in the page: by default 1200x900, so the browser has to scale it down,
 * with `text` written across it.
 */
export async function drawPng(
  page: Page,
  { width = 1200, height = 900, color = '#5b3fd1', text = '' } = {},
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height, color, text }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d')!;
      g.fillStyle = color;
      g.fillRect(0, 0, width, height);
      if (text) {
        g.fillStyle = '#ffffff';
        g.font = 'bold 120px sans-serif';
        g.fillText(text, 260, 480);
      }
      return canvas.toDataURL('image/png');
    },
    { width, height, color, text },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Waits for finite animations (a modal's fade-in, a toast) to end, so what follows sees final colours. */
export async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Answers the first `times` calls matching `url` with a 503 carrying `message` (a failed load, which
 * the screen shows at once: a server's failure is not retried), then lets the calls through: a load
 * error and its retry.
 */
export async function failFirstCalls(
  page: Page,
  url: string | ((url: URL) => boolean),
  error: { code: string; message: string },
  times = 1,
) {
  let calls = 0;
  await page.route(url, (route) =>
    calls++ < times
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 503, ...error }),
        })
      : route.continue(),
  );
}

/**
 * axe-core on the current page, once it has settled: no serious or critical violations. Transitions are
 * switched off while axe reads the page: a toast that starts fading out (its 4 s are up) during the
 * analysis would otherwise be measured half transparent, a contrast no reader ever has to read.
 */
export async function expectAccessible(page: Page, label: string) {
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await settle(page);
  // Legacy mode runs the whole check in the page: the default finishes it in a new blank tab, which can
  // take the focus from the page and close what closes on blur (an open select's list).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .finally(() => still.evaluate((style) => (style as Element).remove()));
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary, `accessibility violations on ${label}`).toEqual([]);
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

export function uniqueSuffix() {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/** Whether two boxes on the screen share any area (a toast over a button, for one). */
export function overlaps(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
