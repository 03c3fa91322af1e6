import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './workers.ts';

export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // E2E_WORKERS files at once (two by default), each worker on its own server (support/global-setup.ts)
    // with its own Chromium, so that no file sees another's data change under it.
    fileParallelism: e2eWorkers > 1,
    maxWorkers: e2eWorkers,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
