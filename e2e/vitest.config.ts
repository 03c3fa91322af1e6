import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One server and one browser at a time: the machine has two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
