import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pure logic (schemas, formats): no DOM, no global state, so one worker runs every file.
  test: { environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
