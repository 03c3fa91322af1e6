import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files that need a module graph of their own: they replace a module (vi.mock) or listen on the process.
 * Every other file shares its worker's loaded modules and its PGlite databases (test/build-test-app.ts),
 * which saves loading the app and starting PGlite again for each file.
 */
const isolated = ['src/fuzz.test.ts', 'src/db/db-faults.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['src/test/global-setup.ts'],
    // Vitest's default leaves one core free, which on a 2-core machine runs the files one at a time. Each
    // file has its own database, so two at once is safe.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'api', include: ['src/**/*.test.ts'], exclude: isolated, isolate: false },
      },
      { extends: true, test: { name: 'api-isolated', include: isolated } },
    ],
  },
});
