/**
 * `npm run bench`: the dashboard at a big church's scale. Seeds a community of 50,000 members, 120
 * sectors with 5,000 groups and 20,000 news items (plus a neighbour community) with SQL, starts the real
 * app, and measures the dashboard's and the mobile app's calls with autocannon. Fails when a call's p99
 * latency is over its budget.
 *   BENCH_MEMBERS=50000 BENCH_GROUPS=5000 BENCH_NEWS=20000 BENCH_SECONDS=5 npm run bench   (embedded PGlite)
 *   DATABASE_URL=postgres://… npm run bench                      (a PostgreSQL database it may fill)
 * BENCH_CONNECTIONS sets the concurrent clients (default 1 on PGlite, which runs one query at a time, and 4
 * on PostgreSQL).
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
const groupCount = Number(process.env.BENCH_GROUPS ?? 5_000);
const newsCount = Number(process.env.BENCH_NEWS ?? 20_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// PGlite is one connection in the server's process: concurrent requests only queue behind each other,
// so its latency is measured one request at a time. PostgreSQL serves several at once.
const connections = Number(process.env.BENCH_CONNECTIONS ?? (process.env.DATABASE_URL ? 4 : 1));
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
await db.execute(sql`
  insert into sectors (community_id, name, icon_name, color, display_order, is_active)
  select ${big!.id}, 'Sector ' || i,
    (array['map-pin','house','building','tree','mountain','water','road','park'])[1 + i % 8],
    '#1c7ed6', i, i % 10 <> 0
  from generate_series(1, 120) as s(i)`);
await db.execute(sql`
  insert into groups (community_id, sector_id, name, leader_id, meeting_address, meeting_day, meeting_time,
    capacity, current_members, show_in_preview, latitude, longitude, is_active)
  select ${big!.id}, s.id, 'Célula ' || g.i, l.user_id, 'Calle ' || g.i || ' # 10-20',
    (array['Lunes','Martes','Miércoles','Jueves','Viernes','Sábado','Domingo'])[1 + g.i % 7], '19:00',
    15 + g.i % 20, g.i % 15, g.i % 40 = 0, 4.6 + (g.i % 100) / 1000.0, -74.08 - (g.i % 100) / 1000.0,
    g.i % 9 <> 0
  from generate_series(1, ${groupCount}) as g(i)
  join lateral (select id from sectors where community_id = ${big!.id} order by display_order
    offset g.i % 120 limit 1) s on true
  join lateral (select user_id from memberships where community_id = ${big!.id} and is_active
    order by joined_at desc offset g.i % 1000 limit 1) l on true`);
await db.execute(sql`
  insert into news (community_id, title, summary, content, priority, is_active, category, tags, created_at)
  select ${big!.id}, 'Noticia número ' || i || ' de la comunidad',
    'Resumen de la noticia ' || i || ' para los miembros de la iglesia',
    repeat('Contenido de la noticia con detalles para la comunidad. ', 3),
    1 + i % 4, i % 11 <> 0,
    (array['cultos','eventos','anuncios','jovenes','misiones','oracion','testimonios'])[1 + i % 7],
    array[(array['domingo','adoracion','juventud','familia','retiro'])[1 + i % 5]],
    now() - (i || ' minutes')::interval
  from generate_series(1, ${newsCount}) as s(i)`);
await db.execute(sql`analyze`);
console.log(
  `seeded ${members} members, ${groupCount} groups and ${newsCount} news in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
);

const [admin] = rows<{ email: string }>(
  await db.execute(sql`select u.email from memberships m join users u on u.id = m.user_id
    where m.community_id = ${big!.id} and m.role = 'COMMUNITY_ADMIN' and m.is_active limit 1`),
);

const app = await buildApp(
  {
    jwtSecret: 'bench-secret-long-enough',
    jwtExpiresIn: '1h',
    loginThrottle: { max: 10, ipMax: 30, windowMs: 900_000 },
    registerLimit: { max: 20, windowMs: 3_600_000 },
    lookupLimit: { max: 60, windowMs: 900_000 },
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
  { name: 'groups page 1', path: '/api/groups?page=1&limit=20', p99BudgetMs: 300 },
  { name: 'groups page 200', path: '/api/groups?page=200&limit=20', p99BudgetMs: 400 },
  { name: 'groups search', path: `/api/groups?search=${encodeURIComponent('célula 42')}`, p99BudgetMs: 400 },
  { name: 'groups statistics', path: '/api/groups/statistics', p99BudgetMs: 300 },
  { name: 'sectors with totals', path: '/api/groups/sectors', p99BudgetMs: 400 },
  { name: 'groups preview (app)', path: '/api/groups/preview', p99BudgetMs: 300 },
  { name: 'news page 1', path: '/api/community/news?page=1&limit=20', p99BudgetMs: 300 },
  {
    name: 'news page 500 (all)',
    path: '/api/community/news?page=500&limit=20&includeInactive=true',
    p99BudgetMs: 400,
  },
  {
    name: 'news search',
    path: `/api/community/news?search=${encodeURIComponent('noticia 123')}`,
    p99BudgetMs: 400,
  },
  { name: 'news categories', path: '/api/community/news/categories', p99BudgetMs: 400 },
  { name: 'news tags', path: '/api/community/news/tags', p99BudgetMs: 400 },
  { name: 'news home slice (app)', path: '/api/community/news/home-slice', p99BudgetMs: 300 },
];

let failed = false;
console.log(
  `\n${database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}, ${connections} connection(s), ${seconds} s per call`,
);
console.log(
  `\n${'scenario'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'budget'.padStart(8)}`,
);
for (const s of scenarios) {
  const result = await autocannon({
    url: `${address}${s.path}`,
    connections,
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
