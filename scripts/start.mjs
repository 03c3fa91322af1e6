#!/usr/bin/env node
// `npm start`: build the SPA when its sources are newer than the build, then run the server
// (which migrates, seeds the demo community when the database is empty, and serves API + SPA).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

const sources = ['apps/web/src', 'apps/web/public', 'packages/shared/src'].map((d) => path.join(root, d));
const sourceTime = Math.max(
  ...sources.filter(existsSync).map(newestMtime),
  statSync(path.join(root, 'apps/web/index.html')).mtimeMs,
);
if (!existsSync(built) || statSync(built).mtimeMs < sourceTime) {
  console.log('Construyendo el panel web…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@koinonia/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const tsx = path.join(root, 'node_modules/.bin/tsx');
const server = spawn(tsx, [path.join(root, 'apps/api/src/server.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
