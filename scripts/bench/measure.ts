import http from 'node:http';
import autocannon from 'autocannon';
import { abRounds, decodeTrace, type Traces } from './ab.ts';
import type { RunningServer } from './server.ts';
import { rawPathOf, type Scenario, type Tokens, tokenOf } from './types.ts';

/**
 * The budget for every dashboard call, at p97.5 (autocannon has no p95; p95 ≤ p97.5, so
 * passing at p97.5 passes at p95): 50 ms on PostgreSQL, 150 ms on PGlite. A scenario's own
 * pgP975BudgetMs can only make it stricter.
 */
export const P975_BUDGET_MS = { postgres: 50, pglite: 150 } as const;
/** Throughput the API must keep of the raw baseline's (raw-server.ts), per scenario. */
export const MIN_RATIO = 0.8;
/** A list whose first rounds' ratio is this close to MIN_RATIO, either side, is measured over more rounds (ab.ts). */
export const RATIO_NEAR = 0.06;

export interface MeasureOptions {
  kind: 'pglite' | 'postgres';
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** PostgreSQL with BENCH_RAW≠0: the raw baseline and the A/B rounds' settings. */
  raw?: { server: RunningServer; rounds: number; seconds: number; moreRounds: number };
}

/** GET with a bearer token; a large header limit, for x-koinonia-sql. */
function get(url: string, token: string): Promise<{ status: number; text: string; trace?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { headers: { authorization: `Bearer ${token}` }, maxHeaderSize: 64 << 20 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const trace = res.headers['x-koinonia-sql'];
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            trace: typeof trace === 'string' ? trace : undefined,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/**
 * Every request of every scenario once, checked: the caches are warm and the checks hold before timing.
 * With `traces`, the server runs with KOINONIA_SQL_TRACE: each path's SQL, asked a second time, is kept
 * for the raw server.
 */
export async function warmUp(
  url: string,
  tokens: Tokens,
  scenarios: Scenario[],
  traces?: Traces,
): Promise<boolean> {
  let ok = true;
  for (const s of scenarios)
    for (const r of s.requests) {
      const token = tokenOf(s, tokens);
      const res = await get(`${url}${r.path}`, token);
      const wrong =
        res.status !== 200 ? `status ${res.status}: ${res.text.slice(0, 200)}` : checkBody(r.check, res.text);
      if (wrong) {
        ok = false;
        console.error(`✗ ${s.name}: GET ${r.path}: ${wrong}`);
      }
      if (traces && !s.once) {
        // The statements of the same request made again: what the API runs once the values it keeps per
        // list version are in (a total, a search's count, a deep page's anchors), as on every request
        // measured after this warm-up. The first call's would have the raw server count every time.
        const again = await get(`${url}${r.path}`, token);
        if (!again.trace) throw new Error(`bench: GET ${r.path} came back without its SQL (x-koinonia-sql)`);
        traces.set(rawPathOf(s, r.path), decodeTrace(again.trace));
      }
    }
  return ok;
}

function checkBody(check: (body: unknown) => string | undefined, text: string): string | undefined {
  try {
    return check(JSON.parse(text));
  } catch (err) {
    return `not JSON (${(err as Error).message})`;
  }
}

/**
 * Runs autocannon per scenario, cycling through its requests, checking every response; then, against
 * the raw baseline, its interleaved A/B rounds (ab.ts). One row per scenario.
 */
export async function measure(
  server: RunningServer,
  tokens: Tokens,
  scenarios: Scenario[],
  o: MeasureOptions,
  memory?: { during: string },
) {
  const { url } = server;
  let ok = true;
  const postgres = o.kind === 'postgres';
  console.log(
    `\n${postgres ? 'PostgreSQL (scratch database)' : 'PGlite (embedded, on disk)'}, server in its own process, ${o.connections} connection(s), ${o.warmupSeconds} s warm-up + ${o.seconds} s per scenario${o.raw ? `; ratio: ${o.raw.rounds} × (${o.raw.seconds} s API, ${o.raw.seconds} s raw) interleaved A B B A, ≥ ${MIN_RATIO} of the raw baseline; a list within ${RATIO_NEAR} of it: ${o.raw.moreRounds} rounds more, judged on all` : ''}\n`,
  );
  const row = (cells: (string | number)[]) =>
    console.log(
      cells.map((c, k) => (k === 0 ? String(c).padEnd(28) : String(c).padStart(k === 1 ? 5 : 9))).join(' '),
    );
  // budget: the p99 one, then the p97.5 one ("150/50"); ratio: API req/s ÷ raw req/s ("*": exempt).
  row(['scenario', 'urls', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'budget', 'ratio', 'checked']);
  for (const s of scenarios) {
    if (memory) memory.during = s.name;
    if (s.once) {
      // Measured on its own, sequentially (see Scenario.once).
      const { ok: good, report } = await s.once({ url, token: tokens.admin, rssMb: server.rssMb });
      if (!good) ok = false;
      console.log(`${s.name.padEnd(28)} ${report}${good ? '' : '  ✗'}`);
      continue;
    }
    let checked = 0;
    const wrong: string[] = [];
    // autocannon 8 runs `warmup` first, unmeasured (its types do not know the option yet).
    const options: autocannon.Options & { warmup: { connections: number; duration: number } } = {
      url,
      connections: o.connections,
      duration: o.seconds,
      warmup: { connections: o.connections, duration: o.warmupSeconds },
      headers: { authorization: `Bearer ${tokenOf(s, tokens)}` },
      requests: s.requests.map((r) => ({
        method: 'GET' as const,
        path: r.path,
        onResponse: (status: number, body: string) => {
          checked++;
          const problem = status !== 200 ? `status ${status}` : checkBody(r.check, body);
          if (problem && wrong.length < 3) wrong.push(`GET ${r.path}: ${problem}`);
          else if (problem) wrong.push('');
        },
      })),
    };
    const result = await autocannon(options);
    const p975Budget = Math.min(
      P975_BUDGET_MS[o.kind],
      (postgres && s.pgP975BudgetMs) || Number.POSITIVE_INFINITY,
    );
    const ab =
      o.raw && s.requests.length
        ? await abRounds(s, { api: server, raw: o.raw.server }, tokenOf(s, tokens), {
            rounds: o.raw.rounds,
            seconds: o.raw.seconds,
            connections: o.connections,
            ...(s.ratioExempt === undefined && o.raw.moreRounds > 0
              ? { more: { rounds: o.raw.moreRounds, floor: MIN_RATIO, near: RATIO_NEAR } }
              : {}),
          })
        : undefined;
    const ratioOk =
      !ab || (ab.problems.length === 0 && (s.ratioExempt !== undefined || ab.ratio >= MIN_RATIO));
    const good =
      wrong.length === 0 &&
      result.non2xx === 0 &&
      result.errors === 0 &&
      result.timeouts === 0 &&
      result.latency.p99 <= s.p99BudgetMs &&
      result.latency.p97_5 <= p975Budget &&
      ratioOk;
    if (!good) ok = false;
    row([
      s.name,
      s.requests.length,
      result.requests.average.toFixed(0),
      result.latency.p50,
      result.latency.p97_5,
      result.latency.p99,
      `${s.p99BudgetMs}/${p975Budget}`,
      ab ? `${ab.ratio.toFixed(2)}${s.ratioExempt !== undefined ? '*' : ''}` : '-',
      `${checked}${good ? '' : '  ✗'}`,
    ]);
    for (const w of wrong.filter(Boolean)) console.error(`    ${w}`);
    if (wrong.length > 3) console.error(`    … ${wrong.length} wrong responses in all`);
    if (result.errors || result.timeouts)
      console.error(`    ${result.errors} errors, ${result.timeouts} timeouts`);
    if (ab && s.ratioExempt !== undefined) console.log(`    * ratio not checked: ${s.ratioExempt}`);
    if (ab?.firstRatio !== undefined)
      console.log(
        `    ratio over ${ab.rounds.length} rounds (${ab.firstRatio.toFixed(2)} after the first ${o.raw!.rounds}, within ${RATIO_NEAR} of ${MIN_RATIO})`,
      );
    if (ab && !ratioOk)
      console.error(
        `    A/B: API ${ab.apiRps.toFixed(0)} req/s, raw ${ab.rawRps.toFixed(0)} req/s; rounds (API/raw): ${ab.rounds.map((r) => `${r.api.toFixed(0)}/${r.raw.toFixed(0)}`).join(', ')}; server CPU per request: API ${ab.cpuUsPerRequest.api.toFixed(0)} µs, raw ${ab.cpuUsPerRequest.raw.toFixed(0)} µs`,
      );
    for (const p of ab?.problems ?? []) console.error(`    ${p}`);
  }
  return ok;
}

/**
 * The server's RSS every 500 ms while the measure phase runs: its peak (and the scenario then running,
 * which measure() names in `during`) and its last sample.
 */
export function sampleMemory(server: RunningServer) {
  let peak = server.rssMb();
  let last = peak;
  let peakDuring = 'start';
  const sampler = {
    during: 'start',
    stop() {
      clearInterval(timer);
      take();
      return { peak, peakDuring, end: last };
    },
  };
  const take = () => {
    const mb = server.rssMb();
    if (!Number.isFinite(mb)) return;
    last = mb;
    if (mb > peak) [peak, peakDuring] = [mb, sampler.during];
  };
  const timer = setInterval(take, 500);
  return sampler;
}
