import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import type { TracedStatement } from '../../apps/api/src/db/sql-trace-store.ts';
import { describeStages, stagesOf } from './replay.ts';
import { type RunningServer, root, spawnServer } from './server.ts';
import { rawPathOf, type Scenario } from './types.ts';

/** The SQL the API ran for each path during the traced warm-up (x-koinonia-sql), keyed by rawPathOf. */
export type Traces = Map<string, TracedStatement[]>;

/** Decodes an x-koinonia-sql header. */
export function decodeTrace(header: string): TracedStatement[] {
  return JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as TracedStatement[];
}

/**
 * Starts raw-server.ts in its own process on the scratch database, with the traces in a file of the
 * scratch DATA_DIR, and GETs every path once (its pool and plans warm, every path answers 200). Prints
 * how the busiest path is replayed, so the report shows the raw server runs the API's statements.
 */
export async function startRawServer(
  env: { DATA_DIR: string; DATABASE_URL?: string },
  traces: Traces,
): Promise<RunningServer> {
  const file = path.join(env.DATA_DIR, 'sql-traces.json');
  writeFileSync(file, JSON.stringify(Object.fromEntries(traces)));
  const server = await spawnServer(
    ['--import', 'tsx', path.join(root, 'scripts/bench/raw-server.ts')],
    { DATABASE_URL: env.DATABASE_URL, RAW_TRACES: file, PORT: '0', HOST: '127.0.0.1' },
    'raw baseline server',
  );
  let statements = 0;
  for (const [p, trace] of traces) {
    statements += trace.length;
    const res = await fetch(`${server.url}${p}`);
    const body = await res.text();
    if (res.status !== 200) {
      await server.stop();
      throw new Error(`bench: the raw server answered GET ${p} with ${res.status}: ${body.slice(0, 300)}`);
    }
  }
  const [busiest, trace] = [...traces].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
  console.log(
    `raw baseline: ${traces.size} paths, ${statements} statements captured; e.g. GET ${busiest}: ${describeStages(stagesOf(trace))}`,
  );
  return server;
}

export interface Ratio {
  /** API req/s ÷ raw req/s over every round. */
  ratio: number;
  apiRps: number;
  rawRps: number;
  /** Each round's req/s of each side, in the order they ran: shown when a ratio misses, to tell a slow round from a slow side. */
  rounds: { api: number; raw: number }[];
  /**
   * Each server's CPU time (user + system, from /proc) per request over every round, in µs: shown when a
   * ratio misses, to tell the API's own work per request from the machine's (NaN without /proc).
   */
  cpuUsPerRequest: { api: number; raw: number };
  /** Non-2xx answers, errors or timeouts of either server in the rounds. */
  problems: string[];
  /** The first rounds' ratio when it was near the floor and more rounds were run (see abRounds), else undefined. */
  firstRatio?: number;
}

/**
 * Interleaved A/B rounds: `rounds` times (the API for `seconds`, then the raw server for `seconds`; every
 * other round the raw server first, A B B A, so that a machine getting steadily faster or slower over the
 * rounds favours neither side), the same connections and request list, so that both see the same machine
 * (other processes, the database's caches, the CPU's clock). The ratio is the API's requests over the raw
 * server's, per second.
 *
 * A single round's ratio spreads widely on this machine (0.65-1.06 for the same code), so six rounds tell
 * a ratio to about ±0.04. When `more` is given and the first rounds' ratio is within `more.near` of
 * `more.floor` (either side), `more.rounds` further rounds are run, alternating on, and the ratio is that
 * of every round: a ratio near the floor is told more exactly, whichever side it falls on.
 */
export async function abRounds(
  scenario: Scenario,
  servers: Record<'api' | 'raw', Pick<RunningServer, 'url' | 'cpuMs'>>,
  token: string,
  {
    rounds,
    seconds,
    connections,
    more,
  }: {
    rounds: number;
    seconds: number;
    connections: number;
    more?: { rounds: number; floor: number; near: number };
  },
): Promise<Ratio> {
  const total = { api: { n: 0, s: 0, cpuMs: 0 }, raw: { n: 0, s: 0, cpuMs: 0 } };
  const problems: string[] = [];
  const perRound: Ratio['rounds'] = [];
  // The raw server keys the member's paths apart from the pastor's (rawPathOf).
  const requestsOf = (side: 'api' | 'raw') =>
    scenario.requests.map((r) => ({
      method: 'GET' as const,
      path: side === 'raw' ? rawPathOf(scenario, r.path) : r.path,
    }));
  const runRound = async (round: number) => {
    const rps = { api: 0, raw: 0 };
    perRound.push(rps);
    for (const side of round % 2 ? (['raw', 'api'] as const) : (['api', 'raw'] as const)) {
      const cpuBefore = servers[side].cpuMs();
      const result = await autocannon({
        url: servers[side].url,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
        requests: requestsOf(side),
      });
      total[side].n += result.requests.total;
      total[side].s += result.duration;
      total[side].cpuMs += servers[side].cpuMs() - cpuBefore;
      rps[side] = result.requests.total / result.duration;
      if (result.non2xx || result.errors || result.timeouts)
        problems.push(
          `${side} round ${round + 1}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
        );
    }
  };
  const rps = (side: 'api' | 'raw') => total[side].n / total[side].s;
  let round = 0;
  while (round < rounds) await runRound(round++);
  const firstRatio = rps('api') / rps('raw');
  const near = more !== undefined && Math.abs(firstRatio - more.floor) < more.near;
  if (near) while (round < rounds + more.rounds) await runRound(round++);
  const cpuUs = (side: 'api' | 'raw') => (total[side].cpuMs * 1000) / total[side].n;
  return {
    ratio: rps('api') / rps('raw'),
    apiRps: rps('api'),
    rawRps: rps('raw'),
    rounds: perRound,
    cpuUsPerRequest: { api: cpuUs('api'), raw: cpuUs('raw') },
    problems,
    ...(near ? { firstRatio } : {}),
  };
}
