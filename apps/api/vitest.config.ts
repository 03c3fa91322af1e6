import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Vitest's default leaves one core free, which on a 2-core machine runs the files one at a time. Each
    // file has its own database, so two at once is safe, and the suite takes about 60 s instead of 80 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
