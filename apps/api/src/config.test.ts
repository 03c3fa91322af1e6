import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { generateVapidKeys } from './modules/notifications/vapid-keys.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'koinonia-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('configuration', () => {
  it('has the documented defaults in embedded mode, and keeps one generated JWT secret in DATA_DIR', () => {
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: dir,
      seedDemo: true,
      demoPassword: 'koinonia-demo',
      jwtExpiresIn: '12h',
    });
    expect(c.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(c.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(c.jwtSecret);
  });

  it('keeps one generated VAPID key pair in DATA_DIR, takes both keys from the environment, or is off', () => {
    const first = loadConfig({ DATA_DIR: dir }).push.webPush;
    expect(first).toMatchObject({ subject: 'mailto:webpush@koinonia.invalid' });
    expect(Buffer.from(first!.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first!.privateKey, 'base64url')).toHaveLength(32);
    expect(JSON.parse(readFileSync(path.join(dir, 'vapid-keys.json'), 'utf8'))).toEqual({
      publicKey: first!.publicKey,
      privateKey: first!.privateKey,
    });
    expect(loadConfig({ DATA_DIR: dir }).push.webPush).toEqual(first);
    const other = generateVapidKeys();
    const fromEnv = loadConfig({
      DATA_DIR: dir,
      VAPID_PUBLIC_KEY: other.publicKey,
      VAPID_PRIVATE_KEY: other.privateKey,
      VAPID_SUBJECT: 'mailto:pastor@iglesia.org',
      WEB_PUSH_ALLOW_INSECURE: '1',
    }).push;
    expect(fromEnv).toMatchObject({
      webPush: { ...other, subject: 'mailto:pastor@iglesia.org' },
      webPushAllowInsecure: true,
      webRatePerSecond: 1000,
    });
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: other.publicKey })).toThrow(/set together/);
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'abc' })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_SUBJECT: 'pastor@iglesia.org' })).toThrow(/VAPID_SUBJECT/);
    // With DATABASE_URL every server must sign with one pair: without it in the environment, Web Push is off.
    const shared = {
      DATA_DIR: dir,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x',
      JWT_SECRET: 'x'.repeat(20),
    };
    expect(loadConfig(shared).push.webPush).toBeUndefined();
    expect(
      loadConfig({ ...shared, ...{ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: other.privateKey } })
        .push.webPush?.publicKey,
    ).toBe(other.publicKey);
  });

  it('turns the demo seed off with DATABASE_URL unless SEED_DEMO=true, and then requires JWT_SECRET', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/x';
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: url })).toThrow(/JWT_SECRET is required/);
    const secret = 'a-secret-of-enough-length';
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: url, JWT_SECRET: secret }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: url, JWT_SECRET: secret, SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses invalid values with a readable message', () => {
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'abc' })).toThrow(/PORT/);
    // Tokens expire within 12 hours.
    expect(() => loadConfig({ DATA_DIR: dir, JWT_EXPIRES_IN: '13h' })).toThrow(/JWT_EXPIRES_IN/);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_EXPIRES_IN: '30d' })).toThrow(/JWT_EXPIRES_IN/);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_EXPIRES_IN: '3600' })).toThrow(/JWT_EXPIRES_IN/);
    expect(loadConfig({ DATA_DIR: dir, JWT_EXPIRES_IN: '90m' }).jwtExpiresIn).toBe('90m');
  });

  it('reads TRUST_PROXY as a number of hops or the proxies’ addresses, never “every hop”', () => {
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toBe(
      '10.0.0.1,10.0.0.0/8',
    );
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'todos' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the push settings: Expo’s address and token, the pace (0 = unpaced) and the sync limit', () => {
    expect(loadConfig({ DATA_DIR: dir }).push).toMatchObject({
      expoBaseUrl: 'https://exp.host',
      ratePerSecond: 600,
      syncLimit: 200,
      batchSize: 100,
      receiptDelayMs: 15 * 60_000,
      retryDeadlineMs: 600_000,
      autoStart: true,
    });
    expect(loadConfig({ DATA_DIR: dir }).push.expoAccessToken).toBeUndefined();
    const push = loadConfig({
      DATA_DIR: dir,
      EXPO_BASE_URL: 'http://127.0.0.1:4010',
      EXPO_ACCESS_TOKEN: 'expo-token',
      PUSH_RATE_PER_SECOND: '0',
      PUSH_SYNC_LIMIT: '50',
    }).push;
    expect(push).toMatchObject({
      expoBaseUrl: 'http://127.0.0.1:4010',
      expoAccessToken: 'expo-token',
      ratePerSecond: 0,
      syncLimit: 50,
    });
    expect(() => loadConfig({ DATA_DIR: dir, EXPO_BASE_URL: 'exp.host' })).toThrow(/EXPO_BASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, PUSH_RATE_PER_SECOND: '-1' })).toThrow(/PUSH_RATE_PER_SECOND/);
  });
});
