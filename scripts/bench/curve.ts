/**
 * `npm run bench:curve`: the scaling curve. Forks the bench (main.ts) once per church size,
 * BENCH_CURVE_SIZES members (default 5000,10000,20000,50000), every other volume scaled with it (the
 * defaults are a 50,000-member church's: 5,000 groups, 20,000 news, 200,000 posts, …), all at once, each
 * seeding its own scratch database and starting its own server. Once every size is ready, it measures
 * every list, search and statistics scenario's p50 one call at a time (curve-point.ts), the sizes side by
 * side: BENCH_CURVE_ROUNDS (4) rounds, each a slice of every scenario on every size in turn (the order
 * reversed every other round), so that the machine's drift over minutes weighs on every size alike (one
 * size after the other, it moved every p50 of a run by 2-4×). Prints the curve and fails when a
 * scenario's p50 at the largest size is more than
 * 1.5× its p50 at the smallest (a cost that does not grow with the church), unless the scenario
 * declares curveExempt (a walk by nature: shown, marked "*"). On PostgreSQL with DATABASE_URL, as main.ts.
 * BENCH_DOMAINS passes through. A scenario that grew too much is shown request by request, and so is
 * every scenario that grew more than BENCH_CURVE_DETAIL (a factor, e.g. 1.2) when it is set.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { CurveCommand, CurveWorkerMessage, RequestSamples } from './curve-point.ts';
import { buildApi } from './server.ts';

const MAX_GROWTH = 1.5;
const here = path.dirname(fileURLToPath(import.meta.url));
const sizes = (process.env.BENCH_CURVE_SIZES ?? '5000,10000,20000,50000').split(',').map(Number);
/** The bench's volumes at 50,000 members (main.ts, school-seed.ts, notifications-seed.ts). */
const volumes: Record<string, number> = {
  BENCH_GROUPS: 5_000,
  BENCH_NEWS: 20_000,
  BENCH_POSTS: 200_000,
  BENCH_POST_LIKES: 1_000_000,
  BENCH_POST_COMMENTS: 300_000,
  BENCH_PRAYERS: 100_000,
  BENCH_PRAYER_MARKS: 1_000_000,
  BENCH_EVENTS: 10_000,
  BENCH_EVENT_INTERESTS: 500_000,
  BENCH_SCHOOL_COURSES: 2_000,
  BENCH_SCHOOL_ENROLLMENTS: 200_000,
  BENCH_PUSH_DEVICES: 200_000,
  BENCH_PUSH_BROADCAST: 60_000,
};

const rounds = Math.max(1, Number(process.env.BENCH_CURVE_ROUNDS ?? 4));
const slice = Number(process.env.BENCH_CURVE_SECONDS ?? 3) / rounds;

/** One size's main.ts, forked with IPC; its output prefixed with its size. */
interface Worker {
  members: number;
  child: ChildProcess;
  ready: Promise<CurveWorkerMessage & { type: 'ready' }>;
  isReady: boolean;
  /** Where the worker's next `samples` answer goes. */
  next?: (m: CurveWorkerMessage & { type: 'samples' }) => void;
}

function fork(members: number): Worker {
  const f = members / 50_000;
  const scaled = Object.fromEntries(
    Object.entries(volumes).map(([k, v]) => [k, String(Math.max(1, Math.round(v * f)))]),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'main.ts')], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, ...scaled, BENCH_MEMBERS: String(members), BENCH_CURVE_WORKER: '1' },
  });
  for (const [from, to] of [
    [child.stdout!, process.stdout],
    [child.stderr!, process.stderr],
  ] as const)
    createInterface({ input: from }).on('line', (line) => to.write(`[${members}] ${line}\n`));
  const worker = { members, child, isReady: false } as Worker;
  worker.ready = new Promise((resolve, reject) => {
    child.on('message', (m: CurveWorkerMessage) => {
      if (m.type === 'ready') {
        worker.isReady = true;
        resolve(m);
      } else worker.next?.(m);
    });
    child.once('exit', (code) => reject(new Error(`the run at ${members} members exited (${code})`)));
  });
  // A closed IPC channel is reported by each send's callback, or by its exit; not as an uncaught error.
  child.on('error', (err) => console.error(`[${members}] ${err.message}`));
  // Awaited with the others (Promise.all); a worker that fails after another one has is not unhandled.
  worker.ready.catch(() => {});
  return worker;
}

/** One slice of a scenario on one worker: its latencies (none when the worker does not have it). */
function measure(worker: Worker, name: string): Promise<CurveWorkerMessage & { type: 'samples' }> {
  return new Promise((resolve, reject) => {
    const gone = (why: string) => new Error(`the run at ${worker.members} members ${why} while measuring`);
    if (!running(worker)) return reject(gone('had exited'));
    const onExit = (code: number | null) => reject(gone(`exited (${code})`));
    worker.child.once('exit', onExit);
    worker.next = (m) => {
      worker.next = undefined;
      worker.child.off('exit', onExit);
      if (m.name === name) resolve(m);
      else reject(new Error(`the run at ${worker.members} members answered ${m.name}, not ${name}`));
    };
    worker.child.send({ type: 'measure', name, seconds: slice } satisfies CurveCommand, (err) => {
      if (err) reject(gone(`could not be asked (${err.message})`));
    });
  });
}

/** Whether the worker's process is still there to be asked. */
const running = (w: Worker) => w.child.exitCode === null && w.child.signalCode === null && w.child.connected;

/** Built once here; every size seeds and warms up at once (each its own scratch database and server). */
buildApi();
const workers = sizes.map(fork);
/** Latencies by scenario, by size, by request (its index in the scenario). */
const samples = new Map<string, RequestSamples[][]>();
const exempt = new Map<string, string>();
let failed = false;
try {
  const ready = await Promise.all(workers.map((w) => w.ready));
  for (const r of ready)
    for (const s of r.scenarios) {
      if (!samples.has(s.name))
        samples.set(
          s.name,
          sizes.map(() => []),
        );
      if (s.curveExempt) exempt.set(s.name, s.curveExempt);
    }
  console.log(
    `\nbench:curve: every size ready; ${samples.size} scenarios, ${rounds} rounds of ${slice.toFixed(2)} s per size`,
  );
  // Round by round, scenario by scenario, every size in turn (the order reversed every other round).
  for (let round = 0; round < rounds; round++)
    for (const [name, bySize] of samples) {
      const order = sizes.map((_, i) => i);
      if (round % 2 === 1) order.reverse();
      for (const i of order) {
        const got = await measure(workers[i]!, name);
        if (got.wrong) {
          console.error(`✗ ${sizes[i]} members, ${name}: ${got.wrong}`);
          failed = true;
        }
        const mine = bySize[i]!;
        for (const [k, r] of got.requests.entries()) {
          mine[k] ??= { path: r.path, ms: [] };
          mine[k].ms.push(...r.ms);
        }
      }
    }
} catch (err) {
  console.error(`bench:curve: ${(err as Error).message}`);
  failed = true;
} finally {
  // Each worker stops its server and drops its scratch database, then exits: asked to when it serves,
  // by SIGTERM while it still seeds (main.ts cleans up on SIGTERM too).
  await Promise.all(
    workers.map(
      (w) =>
        new Promise<void>((resolve) => {
          if (w.child.exitCode !== null || w.child.signalCode !== null) return resolve();
          // A worker that has not exited a minute after it was asked to (its clean-up hangs) is killed.
          const kill = setTimeout(() => w.child.kill('SIGKILL'), 60_000);
          w.child.once('exit', (code) => {
            clearTimeout(kill);
            if (code !== 0) failed = true;
            resolve();
          });
          if (w.isReady && w.child.connected)
            w.child.send({ type: 'stop' } satisfies CurveCommand, (err) => {
              if (err) w.child.kill('SIGTERM');
            });
          else w.child.kill('SIGTERM');
        }),
    ),
  );
}

const p50 = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const points = sizes.map(
  (_, i) => new Map([...samples].map(([name, bySize]) => [name, bySize[i]!.flatMap((r) => r.ms)])),
);
const names = [...samples.keys()];
const over: string[] = [];
const detailOver = Number(process.env.BENCH_CURVE_DETAIL ?? MAX_GROWTH);
const cell = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '-' : v.toFixed(2));
console.log(
  `\np50 in ms, one call at a time (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), by members:`,
);
console.log(
  [
    'scenario'.padEnd(28),
    ...sizes.map((s) => String(s).padStart(9)),
    `${sizes.at(-1)}÷${sizes[0]}`.padStart(12),
  ].join(' '),
);
for (const name of names) {
  const first = p50(points[0]?.get(name) ?? []);
  const last = p50(points.at(-1)?.get(name) ?? []);
  const growth = first && last ? last / first : Number.NaN;
  const reason = exempt.get(name);
  const bad = !(growth <= MAX_GROWTH) && reason === undefined;
  if (bad) failed = true;
  if (growth > detailOver && (reason === undefined || process.env.BENCH_CURVE_DETAIL)) over.push(name);
  console.log(
    [
      name.padEnd(28),
      ...points.map((p) => cell(p50(p.get(name) ?? [])).padStart(9)),
      `${cell(growth)}${reason !== undefined ? '*' : ''}${bad ? '  ✗' : ''}`.padStart(12),
    ].join(' '),
  );
}
for (const [name, reason] of exempt) if (names.includes(name)) console.log(`  * ${name}: ${reason}`);
// Where a scenario grew too much, or with BENCH_CURVE_DETAIL more than that (exempt or not): each of its
// requests' p50 by size (the path is the largest size's).
for (const name of over) {
  console.log(`\n${name}, by request:`);
  const bySize = samples.get(name)!;
  for (const [k, r] of (bySize.at(-1) ?? []).entries())
    console.log(
      [
        ...bySize.map((requests) => cell(p50(requests[k]?.ms ?? [])).padStart(9)),
        `  ${r.path.slice(0, 140)}`,
      ].join(' '),
    );
}
if (failed) {
  console.error(`\nbench:curve: FAILED (a run failed, or a p50 grew more than ${MAX_GROWTH}×)`);
  process.exit(1);
}
console.log(`\nbench:curve: every p50 within ${MAX_GROWTH}× from ${sizes[0]} to ${sizes.at(-1)} members`);
