import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.ts';
import { reactRouterProduction } from '../../scripts/vite-react-router.ts';

export default defineConfig({
  plugins: [react(), reactRouterProduction(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (what the login page runs) in one chunk, not a dozen
          // small ones: fewer requests on the first load, and it compresses better. Each lazy route (and
          // what only signed-in screens share) stays in chunks of its own.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
