/**
 * `npm run budget`: the JavaScript a phone downloads before it can sign in, for each app. Serves the built
 * dashboard (apps/web/dist, or WEB_DIST) at / and the built members' app (apps/member/dist, or MEMBER_DIST)
 * at /app/ from a bare static server (run `npm run build` first), opens each sign-in in Debian's Chromium
 * (playwright-core) as a phone, waits for its form, and adds up every script the page loaded, each
 * measured gzipped (level 9) and brotli-compressed from the built file. Fails when a gzipped total is over
 * its budget (1 kB = 1000 bytes, as Vite reports sizes), or when a page never showed:
 *   - the dashboard's /login: 170 kB;
 *   - the members' app, /app/ without a session: 120 kB (a cheap Android over 4G).
 *   npm run build && npm run budget
 * CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Target {
  label: string;
  /** The path the app is served under. */
  prefix: string;
  dist: string;
  /** The page to open, and the heading that says its form is shown. */
  page: string;
  heading: string;
  budgetGzipBytes: number;
}

const targets: Target[] = [
  {
    label: 'el panel (/login)',
    prefix: '/',
    dist: path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist'),
    page: '/login',
    heading: 'Iniciar sesión',
    budgetGzipBytes: 170_000,
  },
  {
    label: 'la app de miembros (/app/)',
    prefix: '/app/',
    dist: path.resolve(root, process.env.MEMBER_DIST ?? 'apps/member/dist'),
    page: '/app/',
    heading: 'Iniciar sesión',
    budgetGzipBytes: 120_000,
  },
];

for (const target of targets) {
  if (!existsSync(path.join(target.dist, 'index.html'))) {
    console.error(`No hay build de ${target.label} en ${target.dist}: ejecuta primero npm run build.`);
    process.exit(1);
  }
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** The app a path belongs to: the longest prefix. */
const targetOf = (pathname: string) =>
  [...targets].sort((a, b) => b.prefix.length - a.prefix.length).find((t) => pathname.startsWith(t.prefix));

/** The built file a URL names, or the app's index.html for a route (as the real server answers). */
function fileFor(url: string) {
  const pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
  const target = targetOf(pathname);
  if (!target) return undefined;
  const file = path.join(target.dist, pathname.slice(target.prefix.length));
  if (file.startsWith(target.dist + path.sep) && existsSync(file) && statSync(file).isFile()) return file;
  return path.extname(pathname) ? undefined : path.join(target.dist, 'index.html');
}

const server = createServer((request, response) => {
  const file = fileFor(request.url ?? '/');
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  response.end(readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
type Row = { pathname: string; raw: number; gzip: number; brotli: number };
function measure(target: Target, files: Set<string>): Row[] {
  return [...files].sort().map((pathname) => {
    const source = readFileSync(path.join(target.dist, pathname.slice(target.prefix.length)));
    return {
      pathname,
      raw: source.length,
      gzip: gzipSync(source, { level: 9 }).length,
      brotli: brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length,
    };
  });
}
const sum = (rows: Row[], key: 'gzip' | 'raw' | 'brotli') => rows.reduce((total, row) => total + row[key], 0);

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
const failures: string[] = [];
try {
  for (const target of targets) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    // A fresh context: nothing cached, no session, no service worker.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const pathname = new URL(response.url()).pathname;
        if (type === 'script' || pathname.endsWith('.js')) scripts.add(pathname);
        else if (type === 'stylesheet' || pathname.endsWith('.css')) styles.add(pathname);
      });
      await page.goto(`${origin}${target.page}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: target.heading }).waitFor({ timeout: 15_000 });
      // Whatever the page starts loading once it is shown (a lazy chunk) counts too.
      await page.waitForLoadState('networkidle');
    } catch (error) {
      failures.push(`${target.label} no se mostró: ${(error as Error).message}`);
      continue;
    } finally {
      await context.close();
    }
    const js = measure(target, scripts);
    const css = measure(target, styles);
    console.log(`\nLo que descarga ${target.label} (minificado · gzip · brotli):`);
    for (const row of [...js, ...css]) {
      console.log(
        `  ${row.pathname.padEnd(48)} ${kB(row.raw).padStart(10)} ${kB(row.gzip).padStart(10)} ${kB(row.brotli).padStart(10)}`,
      );
    }
    const total = sum(js, 'gzip');
    console.log(
      `JavaScript: ${js.length} archivo(s), ${kB(sum(js, 'raw'))} · ${kB(total)} gzip · ${kB(sum(js, 'brotli'))} brotli` +
        ` (presupuesto: ${kB(target.budgetGzipBytes)} gzip)`,
    );
    console.log(`CSS: ${css.length} archivo(s), ${kB(sum(css, 'raw'))} · ${kB(sum(css, 'gzip'))} gzip`);
    if (js.length === 0) failures.push(`${target.label} no cargó ningún script: ¿es la build correcta?`);
    else if (total > target.budgetGzipBytes)
      failures.push(
        `el JavaScript de ${target.label} pesa ${kB(total)} gzip, más que el presupuesto de ${kB(target.budgetGzipBytes)}.`,
      );
  }
} finally {
  await browser.close();
  server.close();
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`FALLA: ${failure}`);
  process.exit(1);
}
console.log('\nDentro del presupuesto.');
