import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { logStreamFor } from './logging.ts';

/** npm start on a terminal prints readable lines; anywhere else, JSON lines. Both redact the same. */
describe('log output', () => {
  it('is JSON (pino writes to standard output) when standard output is not a terminal', async () => {
    expect(await logStreamFor(false)).toBeUndefined();
    expect(await logStreamFor(undefined)).toBeUndefined();
  });

  describe('on a terminal', () => {
    let t: TestApp;
    let out = '';
    beforeAll(async () => {
      const destination = new PassThrough();
      destination.on('data', (chunk) => {
        out += chunk.toString();
      });
      t = await buildTestApp({ logLevel: 'info', logStream: await logStreamFor(true, destination) });
    });
    afterAll(() => t.close());

    it('prints readable lines, with the personal data of the URL still redacted', async () => {
      const res = await t.app.inject({ url: '/api/community/members?search=ximena%20secreta&page=2' });
      expect(res.statusCode).toBe(401);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes
      const text = out.replace(/\u001b\[[0-9;]*m/g, '');
      expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: incoming request \{.*\}$/m);
      expect(text).toContain('/api/community/members?search=[redacted]&page=2');
      expect(text).not.toMatch(/ximena/i);
      expect(text).not.toMatch(/^\{"level"/m);
    });
  });
});
