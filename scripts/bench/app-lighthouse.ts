/**
 * The members' app as a phone on 4G loads it: Lighthouse (mobile: a mid-range phone, slow 4G, simulated)
 * on /app/ without a session (the sign-in), on an invitation's /app/unirse/<code>, and signed in as the
 * demo member on the screens of `SIGNED_IN_PAGES`, against the built server on a fresh embedded database
 * with the demo community. A signed-in page is loaded cold like the others: only the session (in
 * localStorage) is kept; the HTTP cache, the data kept on the device (IndexedDB) and the service worker
 * are cleared before each run. Each page is run BENCH_APP_RUNS times (3) and its median run (by
 * performance) is reported, as Lighthouse advises: one simulated run moves by several points with the
 * machine's load. Budgets: performance ≥ 95 and accessibility 100 on each. Run alone with
 * `npm run bench:app` (after `npm run build`), or as part of `npm run bench` (BENCH_APP=0 skips it).
 * CHROMIUM_PATH overrides /usr/bin/chromium; BENCH_APP_REPORTS=<folder> keeps each full report there.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServerProcess } from '../server-process.ts';

export const APP_BUDGETS = { performance: 95, accessibility: 100 } as const;

/** The screens measured signed in: Inicio, the feed and the prayer wall. */
const SIGNED_IN_PAGES = ['/app/', '/app/comunidad', '/app/oracion'];

/** Where the members' app keeps its session (apps/member/src/main.tsx). */
const SESSION_KEYS = { token: 'koinonia.app.token', user: 'koinonia.app.user' };

interface PageScore {
  page: string;
  performance: number;
  accessibility: number;
  metrics: string;
  failedAudits: string[];
}

async function demoInvitationPath(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'pastor@demo.koinonia.test',
      password: process.env.DEMO_PASSWORD ?? 'koinonia-demo',
    }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const created = await fetch(`${baseUrl}/api/community/invitations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ role: 'MEMBER' }),
  });
  if (created.status !== 201)
    throw new Error(`app-lighthouse: the invitation was refused (${created.status})`);
  const { code } = (await created.json()) as { code: string };
  return `/app/unirse/${code}`;
}

async function signIn(baseUrl: string, email: string) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: process.env.DEMO_PASSWORD ?? 'koinonia-demo' }),
  });
  if (!res.ok) throw new Error(`app-lighthouse: ${email} could not sign in (${res.status})`);
  return (await res.json()) as { access_token: string; user: unknown };
}

/**
 * Sets the browser's state for the next run: the demo member's session in localStorage, or none; the
 * HTTP cache, IndexedDB, Cache Storage and service workers of the origin cleared.
 */
async function prepareBrowser(
  port: number,
  baseUrl: string,
  session: { access_token: string; user: unknown } | null,
) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: baseUrl,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers',
    });
    await cdp.send('Network.clearBrowserCache');
    if (session) {
      await page.goto(`${baseUrl}/api/openapi.json`);
      await page.evaluate(
        ({ keys, token, user }) => {
          localStorage.setItem(keys.token, token);
          localStorage.setItem(keys.user, JSON.stringify(user));
        },
        { keys: SESSION_KEYS, token: session.access_token, user: session.user },
      );
    }
    await page.close();
  } finally {
    // Leaves the browser running (it belongs to chrome-launcher): only this connection closes.
    await browser.close().catch(() => undefined);
  }
}

/** Where each page's reported (median) run is written in full, when set (BENCH_APP_REPORTS=<folder>). */
const REPORTS_DIR = process.env.BENCH_APP_REPORTS;

/** Runs per page; the median one is reported. */
const RUNS = Math.max(1, Number(process.env.BENCH_APP_RUNS ?? 3));

type Run = Omit<PageScore, 'page'> & { report: unknown };

async function score(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    formFactor: 'mobile',
    // The state prepareBrowser set (a session, or none) is what the run starts from.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`app-lighthouse: no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) console.error(`app-lighthouse: ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const pct = (v: number | null | undefined) => Math.round((v ?? 0) * 100);
  const metric = (id: string) => `${id.replace(/-/g, ' ')} ${audits[id]?.displayValue ?? '?'}`;
  const accessibilityIds = new Set(categories.accessibility?.auditRefs.map((ref) => ref.id) ?? []);
  return {
    report: result.lhr,
    performance: pct(categories.performance?.score),
    accessibility: pct(categories.accessibility?.score),
    metrics: [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map(metric)
      .join(' · '),
    failedAudits: Object.values(audits)
      .filter((a) => accessibilityIds.has(a.id) && a.score !== null && a.score < 1)
      .map((a) => `${a.id}: ${a.title}`),
  };
}

/** Runs the pages through Lighthouse; prints each score; answers whether all are within budget. */
export async function measureAppLighthouse(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'koinonia-lighthouse-'));
  let printed = '';
  const server = await startServerProcess(
    { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    { onOutput: (text) => (printed += text) },
  );
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const baseUrl = /está listo en (http:\/\/\S+)/.exec(printed)?.[1];
    if (!baseUrl) throw new Error(`app-lighthouse: the server printed no address:\n${printed}`);
    const member = await signIn(baseUrl, 'miembro@demo.koinonia.test');
    const pages = [
      { page: '/app/', session: null, shown: '/app/ (sin sesión)' },
      { page: await demoInvitationPath(baseUrl), session: null, shown: '/app/unirse/<código>' },
      ...SIGNED_IN_PAGES.map((page) => ({ page, session: member, shown: `${page} (miembro)` })),
    ];
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    const scores: PageScore[] = [];
    for (const { page, session, shown } of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        await prepareBrowser(chrome.port, baseUrl, session);
        runs.push(await score(`${baseUrl}${page}`, chrome.port));
      }
      runs.sort((a, b) => a.performance - b.performance);
      const { report, ...median } = runs[Math.floor(runs.length / 2)]!;
      if (REPORTS_DIR) {
        const name = `${scores.length + 1}-${shown.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;
        mkdirSync(REPORTS_DIR, { recursive: true });
        writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(report, null, 1));
      }
      scores.push({
        page: shown,
        ...median,
        metrics: `${median.metrics}${RUNS > 1 ? ` (mediana de ${RUNS}: ${runs.map((r) => r.performance).join(', ')})` : ''}`,
      });
    }
    let ok = true;
    for (const s of scores) {
      const within = s.performance >= APP_BUDGETS.performance && s.accessibility >= APP_BUDGETS.accessibility;
      ok &&= within;
      console.log(
        `lighthouse ${s.page}: rendimiento ${s.performance} (mín. ${APP_BUDGETS.performance}), accesibilidad ${s.accessibility} (mín. ${APP_BUDGETS.accessibility})${within ? '' : '  ✗'}\n  ${s.metrics}`,
      );
      for (const audit of s.failedAudits) console.log(`  accesibilidad: ${audit}`);
    }
    return ok;
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = await measureAppLighthouse();
  process.exit(ok ? 0 : 1);
}
