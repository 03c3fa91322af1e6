/**
 * `npm run outage`: what users see when PostgreSQL goes away and comes back. Creates a private
 * PostgreSQL 15 cluster in a temporary folder, starts the real server on it with the demo seed, signs
 * in as the demo pastor and runs a bounded mixed load from a few concurrent loops (news list, news
 * created with an image by multipart, members list) against 127.0.0.1. Then stops PostgreSQL at once
 * (`pg_ctl stop -m immediate`), keeps it down for a few seconds, starts it again, and reports:
 *   - requests and 5xx during the outage (every failure must be the Spanish 503, never a crash),
 *   - that the server process is still alive and serving,
 *   - the time from PostgreSQL accepting connections again to the first successful request,
 *   - that no file in uploads/news lacks its news row (no image of a write that did not commit).
 * Exits non-zero when a check fails; stops by itself and removes the cluster.
 *   OUTAGE_SECONDS=4 OUTAGE_LOOPS=4 PG_BIN=/usr/lib/postgresql/15/bin npm run outage
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorMessages } from '@koinonia/shared/errors';
import pg from 'pg';
import sharp from 'sharp';
import { startServerProcess } from './server-process.ts';

const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const outageMs = Number(process.env.OUTAGE_SECONDS ?? 4) * 1000;
const loops = Number(process.env.OUTAGE_LOOPS ?? 4);
const warmupMs = 3000;
const afterMs = 5000;
/** Hard bounds: no loop runs more requests, no run lasts longer, whatever happens. */
const maxRequestsPerLoop = 5000;
const hardLimitMs = 120_000;
const requestTimeoutMs = 15_000;

// initdb and postgres refuse to run as root: as root they run as the postgres user.
const asRoot = process.getuid?.() === 0;
const owner = asRoot ? { uid: Number(idOf('-u')), gid: Number(idOf('-g')) } : undefined;
function idOf(flag: string) {
  return execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim();
}
function pgTool(tool: string, args: string[]) {
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(pgBin, tool), ...args]]
    : [path.join(pgBin, tool), args];
  return execFileSync(command, argv, { encoding: 'utf8', stdio: 'pipe' });
}

async function freePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${preferred}`);
}

const workDir = mkdtempSync(path.join(tmpdir(), 'koinonia-outage-'));
const pgData = path.join(workDir, 'pgdata');
const dataDir = path.join(workDir, 'data');
let server: ChildProcess | undefined;
let clusterStarted = false;
let serverOutput = '';

async function cleanup() {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        server?.kill('SIGKILL');
        resolve(null);
      }, 10_000);
      server?.once('exit', () => {
        clearTimeout(timer);
        resolve(null);
      });
    });
  }
  if (clusterStarted) {
    try {
      pgTool('pg_ctl', ['-D', pgData, 'stop', '-m', 'immediate', '-w']);
    } catch {
      // Already stopped.
    }
  }
  rmSync(workDir, { recursive: true, force: true });
}

const hardStop = setTimeout(() => {
  console.error(`Sin terminar tras ${hardLimitMs / 1000} s: se detiene.`);
  void cleanup().finally(() => process.exit(2));
}, hardLimitMs);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));

interface Sample {
  loop: number;
  kind: 'news-list' | 'news-create' | 'members-list';
  startedAt: number;
  endedAt: number;
  status: number;
  code?: string;
  message?: string;
  /** The request itself failed (no HTTP answer): the server did not answer at all. */
  networkError?: string;
}

try {
  // 1. A private PostgreSQL 15 cluster.
  if (owner) chownSync(workDir, owner.uid, owner.gid);
  const pgPort = await freePort(55432);
  pgTool('initdb', [
    '-D',
    pgData,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const pgOptions = `-p ${pgPort} -k ${workDir} -c listen_addresses=127.0.0.1`;
  const startCluster = () =>
    pgTool('pg_ctl', ['-D', pgData, '-o', pgOptions, '-l', path.join(workDir, 'pg.log'), '-w', 'start']);
  startCluster();
  clusterStarted = true;
  const adminUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE koinonia');
  await admin.end();
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/koinonia`;
  console.log(`PostgreSQL 15 privado en 127.0.0.1:${pgPort} (${pgData})`);

  // 2. The real server on it, with the demo seed.
  mkdirSync(dataDir, { recursive: true });
  const apiPort = await freePort(pgPort + 100);
  const base = `http://127.0.0.1:${apiPort}`;
  const jwtSecret = randomBytes(32).toString('base64url');
  async function startServer() {
    server = await startServerProcess(
      {
        DATABASE_URL: databaseUrl,
        JWT_SECRET: jwtSecret,
        SEED_DEMO: 'true',
        DATA_DIR: dataDir,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(workDir, 'no-web'),
      },
      {
        timeoutMs: 60_000,
        onOutput: (text) => {
          serverOutput += text;
        },
      },
    );
  }
  async function stopServer() {
    const child = server;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await startServer();
  console.log(`Servidor real en ${base}`);

  // 3. The demo pastor's session.
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'pastor@demo.koinonia.test',
      password: process.env.DEMO_PASSWORD ?? 'koinonia-demo',
    }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const auth = { authorization: `Bearer ${token}` };
  const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#5b3fd1' } })
    .png()
    .toBuffer();

  // 4. The load: a few loops, each cycling through reads and writes, until told to stop.
  const samples: Sample[] = [];
  let stopLoad = false;
  async function call(loop: number, kind: Sample['kind']): Promise<Sample> {
    const startedAt = performance.now();
    let init: RequestInit;
    let url: string;
    if (kind === 'news-create') {
      const form = new FormData();
      form.set('title', `Noticia de la prueba de caída ${loop}-${samples.length}`);
      form.set('summary', 'Creada mientras la base de datos se detiene y vuelve');
      form.set('content', 'Esta noticia se crea con una imagen durante la prueba de caída de PostgreSQL.');
      form.set('priority', String(1 + (samples.length % 4)));
      form.set('imageFile', new Blob([image], { type: 'image/png' }), 'foto.png');
      url = `${base}/api/community/news`;
      init = { method: 'POST', headers: auth, body: form };
    } else {
      url =
        kind === 'news-list'
          ? `${base}/api/community/news?limit=20`
          : `${base}/api/community/members?limit=20`;
      init = { headers: auth };
    }
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
      const text = await res.text();
      let body: { code?: string; message?: string } = {};
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: recorded by status only.
      }
      const failed = res.status >= 400;
      return {
        loop,
        kind,
        startedAt,
        endedAt: performance.now(),
        status: res.status,
        code: failed ? body.code : undefined,
        message: failed ? body.message : undefined,
      };
    } catch (err) {
      return { loop, kind, startedAt, endedAt: performance.now(), status: 0, networkError: String(err) };
    }
  }
  const kinds: Sample['kind'][] = ['news-list', 'news-create', 'members-list'];
  const runners = Array.from({ length: loops }, async (_, loop) => {
    for (let i = 0; i < maxRequestsPerLoop && !stopLoad; i++) {
      samples.push(await call(loop, kinds[(i + loop) % kinds.length]!));
      // A failed request is retried by the next iteration at once, as an impatient client would,
      // but without spinning: a short pause after a failure.
      const last = samples.at(-1)!;
      if (last.status !== 200 && last.status !== 201) await new Promise((r) => setTimeout(r, 20));
    }
  });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  await sleep(warmupMs);
  const stopAt = performance.now();
  pgTool('pg_ctl', ['-D', pgData, 'stop', '-m', 'immediate', '-w']);
  const downAt = performance.now();
  console.log(
    `PostgreSQL detenido (immediate) en ${Math.round(downAt - stopAt)} ms; ${outageMs / 1000} s sin base de datos…`,
  );
  await sleep(outageMs);
  const restartAt = performance.now();
  startCluster(); // -w: returns once PostgreSQL accepts connections
  const backAt = performance.now();
  console.log(
    `PostgreSQL de nuevo aceptando conexiones (arranque con recuperación: ${Math.round(backAt - restartAt)} ms)`,
  );
  await sleep(afterMs);
  stopLoad = true;
  await Promise.all(runners);

  // 5. The server is alive and serving.
  const alive = server?.exitCode === null && server.signalCode === null;
  const finalCheck = await call(-1, 'news-list');

  // 6. No image without its news row, no local image of a row missing (a row whose commit was
  // unconfirmed when the connection died keeps its image staged until the next start settles it).
  async function imageCheck() {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ image_url: string }>(
      `SELECT image_url FROM news WHERE image_url IS NOT NULL AND image_url NOT LIKE 'http%'`,
    );
    await client.end();
    const referenced = new Set(rows.map((r) => r.image_url));
    const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
    const files = filesIn(path.join(dataDir, 'uploads', 'news'));
    const staged = filesIn(path.join(dataDir, 'uploads', '.staging', 'news'));
    return {
      files: files.length,
      orphans: files.filter((f) => !referenced.has(f)),
      staged: staged.length,
      missing: [...referenced].filter((name) => !files.includes(name) && !staged.includes(name)),
      pending: [...referenced].filter((name) => staged.includes(name)).length,
    };
  }
  const images = await imageCheck();
  // What a restart makes of what is still staged (the sweep before listening).
  await stopServer();
  await startServer();
  const imagesAfterRestart = await imageCheck();

  // 7. The report.
  const ok = (s: Sample) => s.status === 200 || s.status === 201;
  const during = samples.filter((s) => s.startedAt >= stopAt && s.startedAt < backAt);
  const before = samples.filter((s) => s.startedAt < stopAt);
  const after = samples.filter((s) => s.startedAt >= backAt);
  const fiveHundreds = samples.filter((s) => s.status >= 500);
  const spanish503 = (s: Sample) =>
    s.status === 503 && s.code === 'DATABASE_UNAVAILABLE' && s.message === errorMessages.DATABASE_UNAVAILABLE;
  const wrong5xx = fiveHundreds.filter((s) => !spanish503(s));
  const otherFailures = samples.filter((s) => !ok(s) && s.status < 500);
  const firstSuccess = samples
    .filter((s) => ok(s) && s.endedAt >= backAt)
    .sort((a, b) => a.endedAt - b.endedAt)[0];
  const firstSuccessOf = (kind: Sample['kind']) =>
    samples
      .filter((s) => s.kind === kind && ok(s) && s.endedAt >= backAt)
      .sort((a, b) => a.endedAt - b.endedAt)[0];
  const failuresAfterBack = after.filter((s) => !ok(s));
  const count = (list: Sample[], test: (s: Sample) => boolean) => list.filter(test).length;
  const ms = (v: number | undefined) => (v === undefined ? 'nunca' : `${Math.round(v)} ms`);
  const crashed = /Unhandled 'error' event|uncaughtException|Connection terminated unexpectedly\n\s+at/i.test(
    serverOutput,
  );

  console.log('');
  console.log('Resultado de la caída de PostgreSQL');
  console.log(`  bucles concurrentes: ${loops}; peticiones en total: ${samples.length}`);
  for (const [label, list] of [
    ['antes', before],
    ['durante la caída', during],
    ['después', after],
  ] as const) {
    console.log(
      `  ${label.padEnd(17)} ${String(list.length).padStart(5)} peticiones: ${count(list, ok)} correctas, ` +
        `${count(list, (s) => s.status >= 500)} 5xx (${count(list, spanish503)} 503 en español), ` +
        `${count(list, (s) => s.status === 0)} sin respuesta, ${count(list, (s) => !ok(s) && s.status > 0 && s.status < 500)} 4xx`,
    );
  }
  console.log(
    `  5xx en toda la prueba: ${fiveHundreds.length}, todos 503 DATABASE_UNAVAILABLE en español: ${wrong5xx.length === 0 ? 'sí' : 'NO'}`,
  );
  console.log(`  proceso del servidor vivo: ${alive ? 'sí' : 'NO'}; petición final: ${finalCheck.status}`);
  console.log(
    `  de PostgreSQL listo a la primera petición correcta: ${ms(firstSuccess && firstSuccess.endedAt - backAt)}`,
  );
  for (const kind of kinds) {
    const first = firstSuccessOf(kind);
    console.log(`    ${kind.padEnd(13)} ${ms(first && first.endedAt - backAt)}`);
  }
  console.log(
    `  peticiones fallidas tras la vuelta: ${failuresAfterBack.length}` +
      (failuresAfterBack.length
        ? ` (la última terminó ${ms(Math.max(...failuresAfterBack.map((s) => s.endedAt)) - backAt)} después)`
        : ''),
  );
  for (const [label, check] of [
    ['al terminar la carga', images],
    ['tras reiniciar el servidor', imagesAfterRestart],
  ] as const) {
    console.log(
      `  imágenes ${label}: ${check.files} en uploads/news, ${check.orphans.length} sin noticia, ` +
        `${check.missing.length} noticias sin su archivo, ${check.staged} en .staging (${check.pending} con su fila confirmada)`,
    );
  }

  const problems: string[] = [];
  if (wrong5xx.length)
    problems.push(
      `${wrong5xx.length} 5xx que no son el 503 en español: ${JSON.stringify(wrong5xx.slice(0, 3))}`,
    );
  if (otherFailures.length)
    problems.push(
      `${otherFailures.length} fallos que no son 5xx: ${JSON.stringify(otherFailures.slice(0, 3).map(({ status, code, networkError }) => ({ status, code, networkError })))}`,
    );
  if (during.length === 0) problems.push('ninguna petición durante la caída');
  if (count(during, spanish503) === 0) problems.push('ningún 503 durante la caída: ¿se detuvo PostgreSQL?');
  if (!alive || crashed) problems.push('el proceso del servidor murió o tuvo un error sin manejar');
  if (!ok(finalCheck)) problems.push(`la petición final falló (${finalCheck.status})`);
  if (!firstSuccess) problems.push('ninguna petición correcta después de la vuelta de PostgreSQL');
  for (const kind of kinds)
    if (!firstSuccessOf(kind)) problems.push(`${kind}: ninguna correcta tras la vuelta`);
  for (const check of [images, imagesAfterRestart]) {
    if (check.orphans.length)
      problems.push(`${check.orphans.length} imágenes sin noticia: ${check.orphans.slice(0, 3).join(', ')}`);
    if (check.missing.length) problems.push(`${check.missing.length} noticias sin su imagen`);
  }
  if (imagesAfterRestart.staged)
    problems.push(`${imagesAfterRestart.staged} imágenes siguen en .staging tras reiniciar`);
  if (problems.length) {
    console.log('\nFALLA:');
    for (const p of problems) console.log(`  - ${p}`);
    if (crashed || !alive) console.log(`\nSalida del servidor:\n${serverOutput.slice(-4000)}`);
    process.exitCode = 1;
  } else {
    console.log(
      '\nOK: la caída costó solo 503 en español, el servidor siguió vivo y volvió a servir sin reiniciarse.',
    );
  }
} catch (err) {
  console.error(err);
  if (serverOutput) console.error(`Salida del servidor:\n${serverOutput.slice(-4000)}`);
  process.exitCode = 1;
} finally {
  clearTimeout(hardStop);
  await cleanup();
}
