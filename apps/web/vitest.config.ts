import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core free: on a 2-core machine, one file at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Pure logic (form state, payloads, formats): no DOM.
        test: { name: 'unit', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        // Components as a user sees them, in jsdom, with the network faked at `fetch` (src/test/).
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
          // A busy two-core machine renders Mantine slowly; the waits themselves use the default timeouts.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
