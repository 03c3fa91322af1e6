import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Pure logic (parsing, formats): no DOM; the screens are tested in the browser (e2e/specs/app-*).
  test: { name: 'member', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
