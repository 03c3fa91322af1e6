import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The unit tests cover pure logic (forms, images, files, keys): no DOM.
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A test that replaces a global (fetch, window) puts it back after itself: the files share a worker.
    isolate: false,
  },
});
