import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

// The members' app is served under /app/ beside the dashboard: its deep links answer its own
// index.html, its service worker and manifest are revalidated, its hashed assets are immutable.

const DASHBOARD = '<!doctype html><html><body>panel</body></html>';
const MEMBER = '<!doctype html><html><body>app de miembros</body></html>';
const BUNDLE = 'export const comunidad = () => console.log("koinonia en el teléfono");\n'.repeat(200);
const IMMUTABLE = 'public, max-age=31536000, immutable';

let root: string;
let both: TestApp;
let dashboardOnly: TestApp;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'koinonia-dists-'));
  const web = path.join(root, 'web');
  const member = path.join(root, 'member');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  mkdirSync(path.join(member, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), DASHBOARD);
  writeFileSync(path.join(member, 'index.html'), MEMBER);
  writeFileSync(path.join(member, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(member, 'manifest.webmanifest'), '{"name":"Koinonia"}');
  writeFileSync(path.join(member, 'assets/app-abc123.js'), BUNDLE);
  writeFileSync(path.join(member, 'assets/app-abc123.js.br'), brotliCompressSync(BUNDLE));
  both = await buildTestApp({ webDist: web, memberDist: member });
  dashboardOnly = await buildTestApp({ webDist: web });
});
afterAll(async () => {
  await both?.close();
  await dashboardOnly?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, app = both) =>
  app.app.inject({ method: 'GET', url, headers });

describe("members' app serving", () => {
  it.each(['/app/', '/app/eventos/3f2a', '/app/unirse/abcDEF_123-x', '/app/perfil?x=1'])(
    '%s answers the app’s index.html, revalidated',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(MEMBER);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends /app to /app/, keeping the query', async () => {
    const res = await get('/app?desde=qr');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/app/?desde=qr');
  });

  it('keeps the dashboard everywhere else', async () => {
    for (const url of ['/', '/groups', '/application']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(DASHBOARD);
    }
  });

  it('serves a hashed asset of the app immutable, brotli-compressed when accepted', async () => {
    const res = await get('/app/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BUNDLE);
  });

  it('revalidates the service worker and the manifest, with their types', async () => {
    const sw = await get('/app/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/app/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/app/assets/app-old999.js', '/app/nada.js', '/app/assets/'])(
    'answers 404 for the missing file %s, never an index.html',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<!doctype html>');
    },
  );

  it('answers 404 under /app/ when the app is not built, not the dashboard', async () => {
    const res = await get('/app/eventos', {}, dashboardOnly);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toBe(DASHBOARD);
  });
});
