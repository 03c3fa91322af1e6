import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** A chunk and every chunk it imports statically, by file name. */
function withImports(bundle: OutputBundle, start: OutputChunk, found = new Map<string, OutputChunk>()) {
  if (found.has(start.fileName)) return found;
  found.set(start.fileName, start);
  for (const name of start.imports) {
    const next = bundle[name];
    if (next?.type === 'chunk') withImports(bundle, next, found);
  }
  return found;
}

const chunksIn = (bundle: OutputBundle) =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** The chunk whose module is this file. */
function chunkOf(bundle: OutputBundle, file: string): OutputChunk {
  const wanted = file.replace(/\\/g, '/');
  const chunk = chunksIn(bundle).find((c) => c.facadeModuleId?.replace(/\\/g, '/') === wanted);
  if (!chunk) throw new Error(`preload-app: no chunk for ${file}`);
  return chunk;
}

/** The files (scripts, then styles) a module needs beyond what the page already brings. */
function filesOf(bundle: OutputBundle, file: string, brought: Set<string>): string[] {
  const chunks = [...withImports(bundle, chunkOf(bundle, file)).values()].filter(
    (chunk) => !brought.has(chunk.fileName),
  );
  const styles = chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
  return [...chunks.map((chunk) => chunk.fileName), ...styles.filter((css) => !brought.has(css))];
}

/**
 * The screens' table (`'/path': () => import('./module')` entries in `screensFile`): each path with the
 * file of its screen's module. Read from the source, so the table stays the one place that says it.
 */
function screensOf(screensFile: string): [string, string][] {
  const source = readFileSync(screensFile, 'utf8');
  const entries = [...source.matchAll(/'([^']+)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map(
    ([, route, module]): [string, string] => [route!, path.resolve(path.dirname(screensFile), module!)],
  );
  if (entries.length === 0) throw new Error(`preload-app: no screens found in ${screensFile}`);
  return entries;
}

/** A file name with the extension its module has among these. */
function withExtension(file: string, ids: string[]): string {
  const found = ids.find(
    (id) => id.replace(/\\/g, '/').replace(/\.[tj]sx?$/, '') === file.replace(/\\/g, '/'),
  );
  if (!found) throw new Error(`preload-app: no module for ${file}`);
  return found;
}

interface PreloadAppOptions {
  /** The module the entry imports once it shows the app (what every signed-in screen needs). */
  app: string;
  /** The file of the screens' table: paths under the app's base and their modules. */
  screens: string;
  /** Where the session's token is kept (localStorage): the screen's code is asked for only with one. */
  sessionKey: string;
}

/**
 * With a session, the page asks for the app's code beside the entry, instead of after the entry has
 * downloaded and run, and for the code of the screen the address opens when it has no parameters (the
 * tabs): a small script first in the page (no module, so it runs as soon as it comes) adds those
 * preloads. Without a session the page loads the entry alone (the sign-in), within its budget.
 */
export function preloadApp({ app, screens, sessionKey }: PreloadAppOptions): Plugin {
  let base = '/';
  let root = '';
  let script = '';
  return {
    name: 'koinonia:preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    // Before the page is written (vite:build-html's own generateBundle), which takes what this finds.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const brought = new Set<string>();
        for (const entry of chunksIn(bundle).filter((chunk) => chunk.isEntry)) {
          for (const chunk of withImports(bundle, entry).values()) {
            brought.add(chunk.fileName);
            for (const css of chunk.viteMetadata?.importedCss ?? []) brought.add(css);
          }
        }
        const appFiles = filesOf(bundle, path.resolve(root, app), brought);
        for (const file of appFiles) brought.add(file);
        const ids = chunksIn(bundle).flatMap((chunk) => (chunk.facadeModuleId ? [chunk.facadeModuleId] : []));
        const byPath: Record<string, string[]> = {};
        for (const [route, module] of screensOf(path.resolve(root, screens))) {
          if (!route.includes(':') && route !== '*')
            byPath[route] = filesOf(bundle, withExtension(module, ids), brought);
        }
        const source = `(function(){try{if(!localStorage.getItem(${JSON.stringify(sessionKey)}))return}catch(e){return}var b=${JSON.stringify(base)},a=${JSON.stringify(appFiles)},m=${JSON.stringify(byPath)},p=location.pathname.slice(b.length-1).replace(/(.)\\/$/,"$1")||"/";a.concat(m[p]||[]).forEach(function(f){var l=document.createElement("link");if(/\\.css$/.test(f)){l.rel="preload";l.as="style"}else{l.rel="modulepreload";l.crossOrigin=""}l.href=b+f;document.head.appendChild(l)})})();`;
        script = this.getFileName(this.emitFile({ type: 'asset', name: 'preload.js', source }));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (): HtmlTagDescriptor[] => [
        // First in the page, and asked for before the rest: it is small and it starts the app's wave.
        {
          tag: 'script',
          attrs: { src: `${base}${script}`, async: true, fetchpriority: 'high' },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
