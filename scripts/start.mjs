#!/usr/bin/env node
// `npm start`: build the dashboard, the members' app and the API when their sources are newer than their builds, then run the
// built server in this process (it migrates, seeds the demo community when the database is empty, and
// serves API + SPA).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Newest modification time of these files and folders (those that exist), in ms. */
function newestOf(paths) {
  const existing = paths.map((p) => path.join(root, p)).filter(existsSync);
  return Math.max(...existing.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
}

/** Runs `npm run build` of a workspace when its output is missing or older than its sources. */
function buildWhenStale(label, workspace, output, sources) {
  if (existsSync(output) && statSync(output).mtimeMs >= newestOf(sources)) return;
  console.log(`Construyendo ${label}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildWhenStale('el panel web', '@koinonia/web', built, [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'packages/shared/src',
  'packages/ui/src',
]);
buildWhenStale('la app de miembros', '@koinonia/member', path.join(root, 'apps/member/dist/index.html'), [
  'apps/member/src',
  'apps/member/public',
  'apps/member/index.html',
  'apps/member/vite.config.ts',
  'packages/shared/src',
  'packages/ui/src',
]);
const server = path.join(root, 'apps/api/dist/server.js');
buildWhenStale('la API', '@koinonia/api', server, [
  'apps/api/src',
  'apps/api/build.mjs',
  'packages/shared/src',
]);

// As `node --enable-source-maps dist/server.js`, without starting a second node (a tenth of a warm start
// on this machine): stack traces in the logs point into src/. The server handles SIGINT and SIGTERM.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
