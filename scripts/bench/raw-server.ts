/**
 * The bench's raw baseline (run by ab.ts in its own process: `node --import tsx raw-server.ts`): a plain
 * node:http server with a pg.Pool set up as apps/api/src/db/client.ts sets up the API's (max 10), on the
 * same scratch database. GET <path> replays the SQL the API ran for that path during the bench's traced
 * warm-up (KOINONIA_SQL_TRACE, the x-koinonia-sql header): the same statement texts, values and
 * prepared-statement names, read the same way (drizzle's array rows and text timestamps), in the same
 * stages (see replay.ts); it answers 200 with JSON.stringify of the rows, under the fixed headers every
 * API answer carries (the security headers, content-type, vary), so that the bench's client reads as many
 * header bytes from both servers. No auth, no validation, no mapping: the floor the API's throughput is
 * compared to.
 *   env DATABASE_URL, RAW_TRACES (a JSON file: { [path]: TracedStatement[] }), PORT (0), HOST.
 * Prints "listo en <url>" when it listens, as the API does.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import type { TracedStatement } from '../../apps/api/src/db/sql-trace-store.ts';
import { helmetHeaders } from '../../apps/api/src/plugins/security-headers.ts';
import { type Stage, stagesOf, type Unit } from './replay.ts';

const env = process.env;
const traces = JSON.parse(readFileSync(env.RAW_TRACES!, 'utf8')) as Record<string, TracedStatement[]>;
const plans = new Map(Object.entries(traces).map(([path, statements]) => [path, stagesOf(statements)]));

// As client.ts opens the API's pool (the settings that touch throughput).
const pool = new pg.Pool({
  connectionString: env.DATABASE_URL,
  max: 10,
  connectionTimeoutMillis: 10_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  query_timeout: 60_000,
  statement_timeout: 60_000,
});
pool.on('error', (err) => console.error(`raw server: an idle connection failed (${err.message})`));

// drizzle's node-postgres query configs leave these as text (timestamps, dates, intervals and arrays).
const asText = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const drizzleTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    asText.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format),
};

function configOf(s: TracedStatement): pg.QueryConfig {
  return {
    text: s.text,
    values: s.values,
    ...(s.name ? { name: s.name } : {}),
    ...(s.rowMode ? { rowMode: s.rowMode } : {}),
    ...(s.parsers ? { types: drizzleTypes as pg.CustomTypesConfig } : {}),
  };
}

async function runUnit(unit: Unit): Promise<unknown[]> {
  if (!unit.tx) return (await pool.query(configOf(unit.statement))).rows;
  const client = await pool.connect();
  try {
    const rows: unknown[] = [];
    for (const s of unit.statements) rows.push(...(await client.query(configOf(s))).rows);
    return rows;
  } finally {
    client.release();
  }
}

async function replay(stages: Stage[]): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  for (const stage of stages) rows.push(...(await Promise.all(stage.map(runUnit))));
  return rows;
}

/**
 * What every API answer carries whatever its content (plugins/security-headers.ts, compress.ts): about
 * 800 bytes that the bench's client, on the same two cores, parses for each answer. Without them here the
 * ratio charged the API for the client's reading of the security headers (news tags: 0.78 → 0.88 with
 * the API's headers removed, its own CPU per request unchanged).
 */
const fixedHeaders = {
  ...helmetHeaders(),
  'content-type': 'application/json; charset=utf-8',
  vary: 'accept-encoding',
};

const server = http.createServer((req, res) => {
  const stages = req.method === 'GET' ? plans.get(req.url ?? '') : undefined;
  if (!stages) {
    res.writeHead(404).end();
    return;
  }
  replay(stages).then(
    (rows) => {
      const body = JSON.stringify(rows);
      res.writeHead(200, { ...fixedHeaders, 'content-length': Buffer.byteLength(body) });
      res.end(body);
    },
    (err: Error) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(err.message);
    },
  );
});
server.keepAliveTimeout = 72_000;

const shutdown = () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

server.listen(Number(env.PORT ?? 0), env.HOST ?? '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`raw baseline listo en http://127.0.0.1:${port}`);
});
