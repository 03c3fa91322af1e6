import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The unit tests cover pure form logic: no DOM.
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
