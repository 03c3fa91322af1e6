import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { mantineStylesByComponent } from '../../scripts/vite-mantine-styles.ts';
import { precompress } from '../../scripts/vite-precompress.ts';
import { preloadApp } from '../../scripts/vite-preload-app.ts';
import { reactRouterProduction } from '../../scripts/vite-react-router.ts';

/**
 * The libraries every signed-in screen needs (React Router, TanStack Query, Mantine's core and theme, the
 * API client) in one chunk. The app's own modules are split by the screens that use them.
 */
const SIGNED_IN_KIT = /node_modules[\\/]|packages[\\/]ui[\\/]src[\\/](?!components[\\/])/;

/**
 * Mantine's components and the UI kit built on them: one chunk, loaded by the screens that show them.
 * The tabs' first screens are plain elements and do not load it.
 */
const COMPONENTS = new RegExp(
  [
    'node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/](components|utils)[\\\\/]',
    // Their styles (scripts/vite-mantine-styles.ts), not the global ones every screen needs.
    'node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]styles[\\\\/](?!(baseline|default-css-variables|global)\\.)',
    // The toasts' component (not their store, which any screen may write to).
    'node_modules[\\\\/]@mantine[\\\\/]notifications[\\\\/]esm[\\\\/](?!notifications\\.store)',
    // What Mantine's dialogs, menus and fields are built on.
    'node_modules[\\\\/](react-remove-scroll|react-remove-scroll-bar|react-transition-group|@floating-ui|react-textarea-autosize|react-style-singleton|use-sidecar|use-callback-ref|get-nonce|use-isomorphic-layout-effect|use-latest|use-composed-ref|@babel[\\\\/]runtime|tslib)[\\\\/]',
    'packages[\\\\/]ui[\\\\/]src[\\\\/]components[\\\\/](?!toasts-when-needed)',
  ].join('|'),
);

/** What the invitation's screen (boot/) uses from the app's modules. */
const SHARED_WITH_BOOT =
  /boot[\\/]stored-data\.ts$|node_modules[\\/]idb-keyval[\\/]|packages[\\/]ui[\\/]src[\\/]use-session\.ts$/;

/** The service worker's registration (boot/service-worker.ts and what it uses). */
const SERVICE_WORKER_REGISTRATION =
  /boot[\\/]service-worker\.ts|node_modules[\\/]workbox-window[\\/]|pwa-register/;

/** Images the service worker keeps for offline reading: at most this many, for at most 30 days. */
const IMAGE_CACHE_ENTRIES = 150;

export default defineConfig({
  base: '/app/',
  plugins: [
    react(),
    reactRouterProduction(),
    mantineStylesByComponent(),
    preloadApp({ app: 'src/app/app.tsx', screens: 'src/app/screens.ts', sessionKey: 'koinonia.app.token' }),
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
        codeSplitting: {
          // A group holds what its test names, not everything that imports: the forms' chunk must not take
          // the plain helpers its schemas share with the first screens.
          includeDependenciesRecursively: false,
          groups: [
            // What the entry imports statically (the sign-in screen) in one chunk.
            { name: 'app', tags: ['$initial'], priority: 30 },
            // The forms' validation (zod) and the map (Leaflet): only the screens that use them load them.
            // The shared schemas stay with the screens that use them (a chunk runs all its modules).
            { name: 'forms', test: /node_modules[\\/]zod[\\/]/, priority: 29 },
            {
              name: 'map',
              test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/,
              priority: 29,
            },
            // The service worker's registration, once the first screen has loaded (with or without a session).
            { name: 'service-worker', test: SERVICE_WORKER_REGISTRATION, priority: 28 },
            // The little the invitation's screen shares with the app (the session's hook, the data kept on
            // the device): apart from the app's kit.
            { name: 'shared', test: SHARED_WITH_BOOT, priority: 27 },
            // A phone on 4G opens six connections at once, and fifty small files take many turns: the
            // libraries in two chunks.
            { name: 'components', test: COMPONENTS, priority: 15 },
            { name: 'kit', test: SIGNED_IN_KIT, priority: 10 },
          ],
        },
      },
    },
  },
});
