#!/usr/bin/env node
// `npm run build -w @koinonia/api`: bundles the server (src/server.ts) and the operator CLI (src/cli.ts)
// into dist/ for plain `node`. Our code and @koinonia/shared (TypeScript source) are inlined; every
// third-party package stays an import from node_modules (native addons, wasm and the pino workers must
// load from their own folders). Source maps are kept: run with `node --enable-source-maps`.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  plugins: [inlineShared, sourceDirname],
  sourcemap: true,
  logLevel: 'warning',
};

const { metafile } = await build({
  ...common,
  entryPoints: [path.join(apiRoot, 'src/server.ts'), path.join(apiRoot, 'src/cli.ts')],
  outdir,
  // The server imports most of its modules (and so their packages) while PGlite starts: what those
  // dynamic imports bring is in chunks (in dist/ itself, for sourceDirname), loaded then rather than
  // before the server's first line.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  metafile: true,
});
// Chunks of earlier builds (a chunk's name is its content's hash).
const written = new Set(Object.keys(metafile.outputs).map((file) => path.basename(file)));
for (const file of await readdir(outdir)) {
  if (file.startsWith('chunk-') && !written.has(file)) await rm(path.join(outdir, file));
}

// A migrated, otherwise empty PGlite database (dist/pglite-template): a first start on a fresh data
// directory copies it instead of running initdb and every migration (db/client.ts, startFromTemplate).
// Made again only when PGlite or the migrations change.
const templateScript = path.join(outdir, 'write-pglite-template.js');
await build({
  ...common,
  stdin: {
    contents: "export { writePgliteTemplate } from './src/db/client.ts';",
    resolveDir: apiRoot,
    sourcefile: 'write-pglite-template.ts',
    loader: 'ts',
  },
  outfile: templateScript,
  sourcemap: false,
});
const { writePgliteTemplate } = await import(pathToFileURL(templateScript).href);
await writePgliteTemplate(path.join(outdir, 'pglite-template'));
