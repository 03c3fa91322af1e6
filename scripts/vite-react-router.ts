import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * React Router publishes its development build under every export condition; a production build of an
 * app takes its production build instead (no development checks and warnings: smaller and faster to run).
 * Development servers and tests keep the development build and its warnings.
 */
export function reactRouterProduction(): Plugin {
  const production = fileURLToPath(
    new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  );
  return {
    name: 'koinonia:react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}
