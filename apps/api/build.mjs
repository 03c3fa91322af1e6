#!/usr/bin/env node
// `npm run build -w @koinonia/api`: bundles the server (src/server.ts) and the operator CLI (src/cli.ts)
// into dist/ for plain `node`. Our code and @koinonia/shared (TypeScript source) are inlined; every
// third-party package stays an import from node_modules (native addons, wasm and the pino workers must
// load from their own folders). Source maps are kept: run with `node --enable-source-maps`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(apiRoot, 'dist');
const sharedSrc = path.resolve(apiRoot, '../../packages/shared/src');

/** `packages: 'external'` leaves every bare import alone; the shared workspace is ours, so inline it. */
const inlineShared = {
  name: 'inline-koinonia-shared',
  setup(b) {
    b.onResolve({ filter: /^@koinonia\/shared\// }, (args) => ({
      path: path.join(sharedSrc, `${args.path.slice('@koinonia/shared/'.length)}.ts`),
    }));
  },
};

/**
 * In a bundle every module's `import.meta.dirname` would be dist/. Our sources use it for paths next to
 * themselves (db/client.ts: the migrations folder; config.ts: the repository root), so each file's
 * `import.meta.dirname` becomes its own source folder, written relative to dist/ (dist/ sits beside src/).
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      const relative = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: text.replaceAll(
          'import.meta.dirname',
          `(import.meta.dirname + ${JSON.stringify(`/${relative}`)})`,
        ),
        loader: 'ts',
      };
    });
  },
};

await build({
  entryPoints: [path.join(apiRoot, 'src/server.ts'), path.join(apiRoot, 'src/cli.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  plugins: [inlineShared, sourceDirname],
  sourcemap: true,
  logLevel: 'warning',
});
