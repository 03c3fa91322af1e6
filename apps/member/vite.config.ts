import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from '../../scripts/vite-precompress.ts';

/** Images the service worker keeps for offline reading: at most this many, for at most 30 days. */
const IMAGE_CACHE_ENTRIES = 150;

export default defineConfig({
  base: '/app/',
  plugins: [
    react(),
    VitePWA({
      // A new version waits until the person taps 'Actualizar' (app/update-prompt.tsx).
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        id: '/app/',
        name: 'Koinonia · Tu comunidad',
        short_name: 'Koinonia',
        description: 'Noticias, grupos y eventos de tu comunidad, en tu teléfono.',
        lang: 'es',
        dir: 'ltr',
        start_url: '/app/',
        scope: '/app/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#5b3fd1',
        background_color: '#ffffff',
        categories: ['lifestyle', 'social'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: every script, style and icon of the build, so the app opens with no network.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/app/index.html',
        navigateFallbackAllowlist: [/^\/app(\/|$)/],
        cleanupOutdatedCaches: true,
        // The push notifications' handlers (public/push-sw.js).
        importScripts: ['push-sw.js'],
        runtimeCaching: [
          {
            // Uploaded images (news, events, avatars): their names change when the image does.
            urlPattern: ({ url, request }) =>
              request.destination === 'image' && url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'koinonia-images',
              expiration: {
                maxEntries: IMAGE_CACHE_ENTRIES,
                maxAgeSeconds: 30 * 24 * 60 * 60,
                purgeOnQuotaError: true,
              },
              cacheableResponse: { statuses: [0, 200] },
            },
          },
        ],
      },
    }),
    precompress(),
  ],
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // What the entry imports statically (the sign-in screen) in one chunk; each screen lazily.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
