/**
 * `npm run bench`: the member screens at a big church's scale. Seeds a community of 50,000 members
 * (plus a neighbour community) with SQL, starts the real app, and measures the dashboard's calls with
 * autocannon. Fails when a call's p99 latency is over its budget.
 *   BENCH_MEMBERS=50000 BENCH_SECONDS=5 npm run bench            (embedded PGlite, in memory)
 *   DATABASE_URL=postgres://… npm run bench                      (a PostgreSQL database it may fill)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { hashPassword } from '../apps/api/src/lib/passwords.ts';

const members = Number(process.env.BENCH_MEMBERS ?? 50_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const password = 'bench-password';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
await database.migrate();
const db = database.db;
const t0 = Date.now();
const hash = await hashPassword(password);
const tag = Date.now().toString(36);
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
const [big] = rows<{ id: string }>(
  await db.execute(sql`insert into communities (name) values (${`Iglesia Grande ${tag}`}) returning id`),
);
await db.execute(sql`insert into communities (name) values (${`Iglesia Vecina ${tag}`})`);
await db.execute(sql`
  insert into users (name, email, password_hash, document_number, phone, created_at)
  select
    (array['María','José','Ana','Juan','Camila','Andrés','Lucía','Óscar'])[1 + i % 8] || ' ' ||
    (array['Gómez','Pérez','Núñez','Ramírez','Díaz','Suárez','Peña','Ríos'])[1 + (i / 8) % 8] || ' ' || i,
    'bench' || i || '.' || ${tag} || '@correo.test', ${hash}, ${tag} || '-' || i, '+57 300 ' || i,
    now() - (i || ' minutes')::interval
  from generate_series(1, ${members}) as s(i)`);
await db.execute(sql`
  insert into memberships (community_id, user_id, role, is_active, joined_at)
  select ${big!.id}, u.id,
    case when n % 500 = 0 then 'COMMUNITY_ADMIN' when n % 50 = 0 then 'SECTION_ADMIN' when n % 7 = 0 then 'GUEST' else 'MEMBER' end,
    n % 13 <> 0, u.created_at
  from (select id, created_at, row_number() over (order by created_at desc) as n from users where email like ${`%.${tag}@correo.test`}) u`);
await db.execute(sql`analyze`);
console.log(`seeded ${members} members in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const [admin] = rows<{ email: string }>(
  await db.execute(sql`select u.email from memberships m join users u on u.id = m.user_id
    where m.community_id = ${big!.id} and m.role = 'COMMUNITY_ADMIN' and m.is_active limit 1`),
);

const app = await buildApp(
  {
    jwtSecret: 'bench-secret-long-enough',
    jwtExpiresIn: '1h',
    loginThrottle: { max: 10, windowMs: 900_000 },
    webDist: undefined,
    uploadsDir: mkdtempSync(path.join(tmpdir(), 'koinonia-bench-')),
    logLevel: 'warn',
  },
  database,
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: admin!.email, password },
});
const token = login.json().access_token as string;

const scenarios: { name: string; path: string; p99BudgetMs: number }[] = [
  { name: 'members page 1', path: '/api/community/members?page=1&limit=20', p99BudgetMs: 250 },
  {
    name: 'members page 500',
    path: '/api/community/members?page=500&limit=20&includeInactive=true',
    p99BudgetMs: 400,
  },
  {
    name: 'members search',
    path: `/api/community/members?search=${encodeURIComponent('nunez 12')}`,
    p99BudgetMs: 400,
  },
  { name: 'members filter inactivos', path: '/api/community/members?filter=inactivos', p99BudgetMs: 300 },
  { name: 'dashboard stats', path: `/api/communities/${big!.id}/dashboard-stats`, p99BudgetMs: 300 },
  {
    name: 'leader options search',
    path: `/api/community/users?search=${encodeURIComponent('camila')}&limit=50`,
    p99BudgetMs: 400,
  },
];

let failed = false;
console.log(
  `\n${'scenario'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'budget'.padStart(8)}`,
);
for (const s of scenarios) {
  const result = await autocannon({
    url: `${address}${s.path}`,
    connections: 4,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  const ok = result.non2xx === 0 && result.errors === 0 && result.latency.p99 <= s.p99BudgetMs;
  if (!ok) failed = true;
  console.log(
    `${s.name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(s.p99BudgetMs).padStart(8)}${ok ? '' : '  ✗'}${result.non2xx ? ` (${result.non2xx} non-2xx)` : ''}`,
  );
}
await app.close();
await database.close();
if (failed) {
  console.error('\nbench: some calls were over budget or failed');
  process.exit(1);
}
console.log('\nbench: every call within budget');
