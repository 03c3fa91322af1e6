import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { apiProjects } from './apps/api/vitest.config.ts';
import { webProjects } from './apps/web/vitest.config.ts';

/**
 * `npm test`: every package's tests in one run, so that the files of all of them share both cores
 * (one run per package leaves a core idle while a small package runs, and pays vitest's start each
 * time). The API and the dashboard list their projects in their own configs (their `npm test` runs
 * them alone); the other packages are plain directories with their defaults or their own config.
 */
export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on a 2-core machine runs the files one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/shared',
      'packages/ui',
      'apps/member',
      ...apiProjects,
      ...webProjects,
      { root: 'scripts', test: { name: 'fences', include: ['fences.test.ts'] } },
    ],
  },
});
