import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Files that need a worker of their own: this one listens on the process for errors nobody handled,
 * while it kills the database's connections under the app (PostgreSQL's only: its project exists with
 * TEST_DATABASE_URL). Every other file shares its worker's loaded modules and its PGlite databases
 * (test/build-test-app.ts), which saves loading the app and starting PGlite again for each file.
 */
const isolated = ['src/db/db-faults.test.ts'];

const common = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { globalSetup: ['src/test/global-setup.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
};

/** The API's projects, also run by the repository's root config (one run for every package). */
export const apiProjects: TestProjectInlineConfiguration[] = [
  {
    ...common,
    test: { ...common.test, name: 'api', include: ['src/**/*.test.ts'], exclude: isolated, isolate: false },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [{ ...common, test: { ...common.test, name: 'api-isolated', include: isolated } }]
    : []),
];

export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on a 2-core machine runs the files one at a time. Each
    // file has its own database, so two at once is safe.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: apiProjects,
  },
});
