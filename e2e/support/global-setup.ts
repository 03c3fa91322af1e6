import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeExpo } from '../../apps/api/src/dev/fake-expo.ts';
import { startFakeWebPush } from '../../apps/api/src/dev/fake-web-push.ts';
import { e2eWorkers } from '../workers.ts';

/** One test server: the app and the fake Expo push service it sends to (tests drive it over HTTP: /__fake/…). */
export interface TestServer {
  baseUrl: string;
  fakeExpoUrl: string;
  /** A local Web Push service (apps/api/src/dev/fake-web-push.ts), reached over HTTP: /__fake/…. */
  fakeWebPushUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker (VITEST_POOL_ID 1 uses the first): see vitest.config.ts. */
    servers: TestServer[];
  }
}

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(server: ChildProcess, baseUrl: string, output: () => string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/openapi.json`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output()}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * The real server (API + built SPA) on a fresh embedded database seeded with the demo community, sending
 * its push notifications to a fake Expo that runs in this process. Resolves to its URLs and its stop.
 */
async function startServer(): Promise<TestServer & { stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'koinonia-e2e-'));
  // Expo's push service, faked in this process at Expo's real pace (600 a second).
  const fakeExpo = await startFakeExpo({ ratePerSecond: 600 });
  // Browsers' push services, faked on 127.0.0.1 (which the server then has to be allowed to call).
  const fakeWebPush = await startFakeWebPush();
  const port = await freePort();
  const server: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'apps/api/src/server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'true',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        EXPO_BASE_URL: fakeExpo.url,
        WEB_PUSH_ALLOW_INSECURE: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await fakeExpo.close();
    await fakeWebPush.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(server, baseUrl, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, fakeExpoUrl: fakeExpo.url, fakeWebPushUrl: fakeWebPush.url, stop };
}

/**
 * As many servers as test files run at once (vitest.config.ts, E2E_WORKERS), each with its own database
 * and fake Expo: the files of one worker run one after another on its server, as they all did on one.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run test:e2e does it)');
  }
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error('Chromium is missing: apt-get install -y chromium');
  }
  const started = await Promise.allSettled(Array.from({ length: e2eWorkers }, () => startServer()));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, fakeExpoUrl, fakeWebPushUrl }) => ({ baseUrl, fakeExpoUrl, fakeWebPushUrl })),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
