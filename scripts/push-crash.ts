/**
 * `npm run push-crash`: a broadcast survives `kill -9` of its server. Creates a scratch database on a
 * PostgreSQL server, starts the real server on it (demo seed) with a fake Expo in this process, gives the
 * demo community exactly PUSH_CRASH_DEVICES phones, sends a broadcast as the demo pastor, kills the server
 * with SIGKILL PUSH_CRASH_KILL_AFTER seconds after the first notification reached Expo, starts it again,
 * and waits for the broadcast to complete. Then it reads the fake Expo's record and reports:
 *   - phones skipped (never got it): must be 0,
 *   - phones that got it twice: at most one request's worth (min(100, the rate)),
 *   - the time from the kill to the first notification of the new server (the lease is a minute),
 *   - the broadcast's final counts, which must match what Expo got (sent = phones, failed = 0).
 * Exits non-zero when a check fails; drops its database at the end, also on failure.
 *   PUSH_CRASH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres PUSH_CRASH_DEVICES=1281 \
 *   PUSH_CRASH_RATE=40 PUSH_CRASH_KILL_AFTER=6 npm run push-crash
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startFakeExpo } from '../apps/api/src/dev/fake-expo.ts';
import { startServerProcess } from './server-process.ts';

const adminUrl = process.env.PUSH_CRASH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const devices = Number(process.env.PUSH_CRASH_DEVICES ?? 1281);
const rate = Number(process.env.PUSH_CRASH_RATE ?? 40);
const killAfterMs = Number(process.env.PUSH_CRASH_KILL_AFTER ?? 6) * 1000;
const chunk = rate > 0 ? Math.min(100, rate) : 100;
/** The lease (a minute), the rest of the broadcast at the pace, and room for a slow machine. */
const hardLimitMs = 60_000 + (devices / Math.max(rate, 1)) * 1000 + 180_000;

const dbName = `koinonia_push_crash_${randomBytes(4).toString('hex')}`;
const databaseUrl = withDatabase(adminUrl, dbName);
const dataDir = mkdtempSync(path.join(tmpdir(), 'koinonia-push-crash-'));
const jwtSecret = randomBytes(32).toString('base64url');
const fake = await startFakeExpo({ port: 0, ratePerSecond: null });
let server: ChildProcess | undefined;
let created = false;

function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

async function startServer(port: number) {
  server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
    EXPO_BASE_URL: fake.url,
    PUSH_RATE_PER_SECOND: String(rate),
  });
  return server;
}

async function cleanup() {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  await fake.close().catch(() => undefined);
  if (created) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}

const hardStop = setTimeout(() => {
  console.error(`Sin terminar tras ${Math.round(hardLimitMs / 1000)} s: se detiene.`);
  void cleanup().finally(() => process.exit(2));
}, hardLimitMs);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));

const until = async (check: () => boolean | Promise<boolean>, what: string, timeoutMs = hardLimitMs) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

let failed = false;
try {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  created = true;
  await admin.end();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  await startServer(port);

  // The demo community gets exactly `devices` phones, all the pastor's (an active member).
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => undefined); // the database is dropped at the end, also on failure
  await db.connect();
  const email = 'pastor@demo.koinonia.test';
  const { rows } = await db.query<{ user_id: string; community_id: string }>(
    `select m.user_id, m.community_id from memberships m join users u on u.id = m.user_id
      where u.email = $1 and m.is_active limit 1`,
    [email],
  );
  const { user_id: userId, community_id: communityId } = rows[0]!;
  await db.query('delete from push_devices where community_id = $1', [communityId]);
  await db.query(
    `insert into push_devices (community_id, user_id, token, platform)
     select $1, $2, 'ExponentPushToken[crash-' || lpad(i::text, 6, '0') || ']', case when i % 2 = 0 then 'ios' else 'android' end
       from generate_series(1, $3::int) as i`,
    [communityId, userId, devices],
  );
  const expected = new Set(
    (
      await db.query<{ token: string }>('select token from push_devices where community_id = $1', [
        communityId,
      ])
    ).rows.map((r) => r.token),
  );

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: process.env.DEMO_PASSWORD ?? 'koinonia-demo' }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const sent = await fetch(`${base}/api/notifications/send-global`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: 'Vigilia', message: 'Esta noche a las 7', communityId }),
  });
  const body = (await sent.json()) as { broadcast?: { id: string } };
  if (sent.status !== 202 || !body.broadcast)
    throw new Error(`send-global: ${sent.status} ${JSON.stringify(body)}`);
  const id = body.broadcast.id;
  console.log(`Envío ${id} a ${devices} dispositivos a ${rate}/s (solicitudes de ${chunk})`);

  await until(() => fake.messages.length > 0, 'the first notification', 60_000);
  const firstAt = fake.messages[0]!.at;
  await until(() => Date.now() >= firstAt + killAfterMs, 'the moment to kill');
  const killedAt = Date.now();
  const beforeKill = fake.messages.length;
  const child = server!;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  console.log(
    `kill -9 a los ${((killedAt - firstAt) / 1000).toFixed(1)} s: ${beforeKill} notificaciones en Expo`,
  );
  const atKill = fake.messages.length;

  await startServer(port);
  const restartedAt = Date.now();
  await until(async () => {
    const r = await db.query<{ status: string }>('select status from push_broadcasts where id = $1', [id]);
    return r.rows[0]?.status === 'COMPLETED';
  }, 'the broadcast to complete');
  const finishedAt = Date.now();
  const resumedAt = fake.messages[atKill]?.at;
  const [row] = (
    await db.query<{ sent: number; failed: number; total: number; error_counts: unknown }>(
      'select sent, failed, total, error_counts from push_broadcasts where id = $1',
      [id],
    )
  ).rows;
  await db.end();

  const counts = new Map<string, number>();
  for (const m of fake.messages) {
    if ((m.data as { broadcastId?: string } | undefined)?.broadcastId === id)
      counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  }
  const skipped = [...expected].filter((t) => !counts.has(t)).length;
  const twice = [...counts.values()].filter((n) => n > 1).length;
  const strangers = [...counts.keys()].filter((t) => !expected.has(t)).length;
  const lines = [
    ['dispositivos', String(devices)],
    ['recibieron al menos una vez', String(counts.size - strangers)],
    ['omitidos (debe ser 0)', String(skipped)],
    [`recibieron dos veces (máximo ${chunk})`, String(twice)],
    ['reanudación tras el kill', resumedAt ? `${((resumedAt - killedAt) / 1000).toFixed(1)} s` : '—'],
    ['del reinicio al final', `${((finishedAt - restartedAt) / 1000).toFixed(1)} s`],
    [
      'cuentas del envío',
      `enviados ${row?.sent}, fallidos ${row?.failed}, total ${row?.total} ${JSON.stringify(row?.error_counts)}`,
    ],
  ];
  for (const [k, v] of lines) console.log(`${(k ?? '').padEnd(40)} ${v}`);
  const problems = [
    skipped > 0 && `${skipped} dispositivos sin la notificación`,
    twice > chunk && `${twice} dispositivos la recibieron dos veces (máximo ${chunk})`,
    strangers > 0 && `${strangers} destinatarios desconocidos`,
    (row?.sent !== devices || row?.failed !== 0) &&
      'las cuentas del envío no coinciden con lo que recibió Expo',
  ].filter(Boolean);
  if (problems.length) {
    failed = true;
    for (const p of problems) console.error(`FALLA: ${p}`);
  } else console.log('OK: nadie omitido, a lo sumo una solicitud repetida, cuentas exactas');
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  clearTimeout(hardStop);
  await cleanup();
}
process.exit(failed ? 1 : 0);
