/**
 * `npm run budget`: the JavaScript a phone downloads to show the login page. Serves the built dashboard
 * (apps/web/dist, or WEB_DIST; run `npm run build` first) from a bare static server, opens /login in
 * Debian's Chromium (playwright-core), waits for the form, and adds up every script the page loaded,
 * each measured gzipped (level 9) and brotli-compressed from the built file. Fails when the gzipped
 * total is over 170 kB (1 kB = 1000 bytes, as Vite reports sizes), or when the page never showed.
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

const BUDGET_GZIP_BYTES = 170_000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No hay build del panel en ${dist}: ejecuta primero npm run build.`);
  process.exit(1);
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/** The built file a URL names, or index.html for a route (as the real server answers deep links). */
function fileFor(url: string) {
  const pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
  const file = path.join(dist, pathname);
  if (file.startsWith(dist + path.sep) && existsSync(file) && statSync(file).isFile()) return file;
  return path.extname(pathname) ? undefined : path.join(dist, 'index.html');
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

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
const scripts = new Set<string>();
const styles = new Set<string>();
let failure: string | undefined;
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const pathname = new URL(response.url()).pathname;
    if (type === 'script' || pathname.endsWith('.js')) scripts.add(pathname);
    else if (type === 'stylesheet' || pathname.endsWith('.css')) styles.add(pathname);
  });
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor({ timeout: 15_000 });
  // Whatever the page starts loading once it is shown (a lazy chunk) counts too.
  await page.waitForLoadState('networkidle');
} catch (error) {
  failure = `La página /login no se mostró: ${(error as Error).message}`;
} finally {
  await browser.close();
  server.close();
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
function measure(files: Set<string>) {
  return [...files].sort().map((pathname) => {
    const source = readFileSync(path.join(dist, pathname));
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
const sum = (rows: { gzip: number; raw: number; brotli: number }[], key: 'gzip' | 'raw' | 'brotli') =>
  rows.reduce((total, row) => total + row[key], 0);

const js = measure(scripts);
const css = measure(styles);
console.log('Lo que descarga /login (minificado · gzip · brotli):');
for (const row of [...js, ...css]) {
  console.log(
    `  ${row.pathname.padEnd(48)} ${kB(row.raw).padStart(10)} ${kB(row.gzip).padStart(10)} ${kB(row.brotli).padStart(10)}`,
  );
}
const total = sum(js, 'gzip');
console.log(
  `JavaScript: ${js.length} archivo(s), ${kB(sum(js, 'raw'))} · ${kB(total)} gzip · ${kB(sum(js, 'brotli'))} brotli` +
    ` (presupuesto: ${kB(BUDGET_GZIP_BYTES)} gzip)`,
);
console.log(`CSS: ${css.length} archivo(s), ${kB(sum(css, 'raw'))} · ${kB(sum(css, 'gzip'))} gzip`);

if (failure) {
  console.error(failure);
  process.exit(1);
}
if (js.length === 0) {
  console.error('La página /login no cargó ningún script: ¿es la build correcta?');
  process.exit(1);
}
if (total > BUDGET_GZIP_BYTES) {
  console.error(
    `FALLA: el JavaScript de /login pesa ${kB(total)} gzip, más que el presupuesto de ${kB(BUDGET_GZIP_BYTES)}.`,
  );
  process.exit(1);
}
console.log('Dentro del presupuesto.');
