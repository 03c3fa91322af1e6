import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helmetHeaders } from './plugins/security-headers.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

// How the built dashboard is served: after a deploy a browser must fetch the new index.html, and a
// missing script must be a 404 (never index.html served as JavaScript). HSTS only over https.

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head></html>';
const SCRIPT = 'console.log("koinonia");';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// A bundle big enough to be worth compressing, with the .br / .gz copies the build writes beside it.
const BUNDLE = 'export const saludo = () => console.log("koinonia: comunión en acción");\n'.repeat(200);
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4096, 7)]);

let dist: string;
let t: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'koinonia-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'assets/app-abc123.js'), BUNDLE);
  writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(BUNDLE));
  writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(BUNDLE));
  writeFileSync(path.join(dist, 'assets/photo-abc123.png'), PNG);
  t = await buildTestApp({ webDist: dist });
  proxied = await buildTestApp({ webDist: dist, trustProxy: true });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, app = t) =>
  app.app.inject({ method: 'GET', url, headers });

describe('web serving: index.html', () => {
  it.each(['/', '/index.html', '/groups', '/news?tab=1', '/users/abc-123'])(
    '%s answers index.html with Cache-Control: no-cache',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );
});

describe('web serving: assets', () => {
  it('serves a hashed asset as immutable for a year', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers HEAD of an asset and of a deep link with the headers of the GET and no body', async () => {
    const asset = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['content-length']).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(asset.body).toBe('');
    const page = await t.app.inject({ method: 'HEAD', url: '/groups' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe('');
  });

  it('answers a GET with the ETag of the last one 304, without the file', async () => {
    const first = await get('/assets/index-abc123.js');
    const again = await get('/assets/index-abc123.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('revalidates a file outside /assets/ (its name has no hash)', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves an asset built after the server started, still immutable', async () => {
    writeFileSync(path.join(dist, 'assets/late-def456.js'), SCRIPT);
    const res = await get('/assets/late-def456.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each([
    '/assets/index-old999.js',
    '/assets/index-old999.css',
    '/assets/sin-extension',
    '/assets/',
    '/favicon.ico',
    '/foo.js',
    '/groups/logo.png',
  ])('answers 404 (not index.html) for the missing file %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<!doctype html>');
    expect(res.headers['cache-control']).not.toBe(IMMUTABLE);
  });

  it('keeps the JSON 404 of unknown API paths', async () => {
    const res = await get('/api/no-existe.js');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});

describe('compression', () => {
  const raw = (res: { rawPayload: Buffer }) => res.rawPayload;

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends the %s copy of a hashed asset, immutable and typed as JavaScript',
    async (encoding, decode) => {
      const res = await get('/assets/app-abc123.js', { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(Number(res.headers['content-length'])).toBe(raw(res).length);
      expect(raw(res).length).toBeLessThan(BUNDLE.length / 5);
      expect(decode(raw(res)).toString()).toBe(BUNDLE);
    },
  );

  it("prefers brotli when the browser accepts both (Chromium's header)", async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(raw(res)).toString()).toBe(BUNDLE);
  });

  it('sends the file as it is to a client that accepts no encoding, still saying Vary', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get('/assets/app-abc123.js', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(BUNDLE);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('sends the precompressed copy of an asset built after the server started', async () => {
    writeFileSync(path.join(dist, 'assets/late-br777.js'), BUNDLE);
    writeFileSync(path.join(dist, 'assets/late-br777.js.br'), brotliCompressSync(BUNDLE));
    const res = await get('/assets/late-br777.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(raw(res)).toString()).toBe(BUNDLE);
  });

  it('does not recompress an image', async () => {
    const res = await get('/assets/photo-abc123.png', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(raw(res).equals(PNG)).toBe(true);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses an API answer in JSON with %s', async (encoding, decode) => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const res = await get('/api/openapi.json', { 'accept-encoding': encoding });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(raw(res).length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decode(raw(res)).toString())).toEqual(plain.json());
  });

  it('leaves a small answer uncompressed', async () => {
    const res = await get('/api/no-existe', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent over plain http', async () => {
    for (const url of ['/', '/api/openapi.json', '/assets/index-abc123.js']) {
      const res = await get(url);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('is not sent when an untrusted client claims https', async () => {
    const res = await get('/', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over https', async () => {
    for (const url of ['/', '/api/openapi.json', '/assets/index-abc123.js', '/api/no-existe']) {
      const res = await get(url, { 'x-forwarded-proto': 'https' }, proxied);
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
    const plain = await get('/', { 'x-forwarded-proto': 'http' }, proxied);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('are on every kind of answer: the SPA, an asset, the API, an API error and a 404', async () => {
    const expected = helmetHeaders();
    expect(expected).toMatchObject({
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    const answers = await Promise.all([
      get('/'),
      get('/assets/index-abc123.js'),
      get('/api/openapi.json'),
      get('/api/community/members'),
      get('/api/no-existe'),
      get('/assets/no-existe-abc123.js'),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 401, 404, 404]);
    for (const res of answers) expect(res.headers).toMatchObject(expected);
  });
});
