import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The dashboard's projects, also run by the repository's root config (one run for every package). */
// The files of each project share a worker (`isolate: false`): loading Mantine, React and jsdom once
// instead of per file halves the time. What a test changes of the page, the fetch stub, the timers and
// the stores is reset after each test (src/test/setup.ts).
export const webProjects: TestProjectInlineConfiguration[] = [
  {
    // Pure logic (form state, payloads, formats): no DOM.
    root,
    test: { name: 'web-unit', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
  },
  {
    // Components as a user sees them, in jsdom, with the network faked at `fetch` (src/test/).
    root,
    test: {
      name: 'web-components',
      environment: 'jsdom',
      include: ['src/**/*.test.tsx'],
      isolate: false,
      setupFiles: ['src/test/setup.ts'],
      // A busy two-core machine renders Mantine slowly; the waits themselves use the default timeouts.
      testTimeout: 30_000,
    },
  },
];

export default defineConfig({
  test: {
    // Vitest's default leaves one core free: on a 2-core machine, one file at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: webProjects,
  },
});
