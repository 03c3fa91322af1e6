/**
 * `npm run bench:curve`: the scaling curve of issue 15. Runs the bench (main.ts) once per church size,
 * BENCH_CURVE_SIZES members (default 5000,10000,20000,50000), every other volume scaled with it (the
 * defaults are a 50,000-member church's: 5,000 groups, 20,000 news, 200,000 posts, …), each on a fresh
 * scratch database, and measures every list, search and statistics scenario's p50 one call at a time
 * (curve-point.ts). Prints the curve and fails when a scenario's p50 at the largest size is more than
 * 1.5× its p50 at the smallest (issue 15: "cost that does not grow with the church"), unless the scenario
 * declares curveExempt (a walk by nature: shown, marked "*"). On PostgreSQL with DATABASE_URL, as main.ts.
 * BENCH_DOMAINS and BENCH_CURVE_SECONDS (per scenario and size, default 3) pass through.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CurvePoint } from './curve-point.ts';

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

const dir = mkdtempSync(path.join(tmpdir(), 'koinonia-curve-'));
const points: Record<string, CurvePoint>[] = [];
let failed = false;
try {
  for (const members of sizes) {
    const f = members / 50_000;
    const scaled = Object.fromEntries(
      Object.entries(volumes).map(([k, v]) => [k, String(Math.max(1, Math.round(v * f)))]),
    );
    const file = path.join(dir, `${members}.json`);
    console.log(`\n=== ${members} members ===`);
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'main.ts')], {
      stdio: 'inherit',
      env: { ...process.env, ...scaled, BENCH_MEMBERS: String(members), BENCH_CURVE_OUT: file },
    });
    if (run.status !== 0) {
      console.error(`bench:curve: the run at ${members} members failed`);
      failed = true;
      points.push({});
      continue;
    }
    points.push(JSON.parse(readFileSync(file, 'utf8')) as Record<string, CurvePoint>);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const exempt = new Map<string, string>();
for (const p of points)
  for (const [name, v] of Object.entries(p)) if (v.curveExempt) exempt.set(name, v.curveExempt);
const names = [...new Set(points.flatMap((p) => Object.keys(p)))];
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
  const first = points[0]?.[name]?.p50;
  const last = points.at(-1)?.[name]?.p50;
  const growth = first && last ? last / first : Number.NaN;
  const reason = exempt.get(name);
  const bad = !(growth <= MAX_GROWTH) && reason === undefined;
  if (bad) failed = true;
  console.log(
    [
      name.padEnd(28),
      ...points.map((p) => cell(p[name]?.p50).padStart(9)),
      `${cell(growth)}${reason !== undefined ? '*' : ''}${bad ? '  ✗' : ''}`.padStart(12),
    ].join(' '),
  );
}
for (const [name, reason] of exempt) if (names.includes(name)) console.log(`  * ${name}: ${reason}`);
if (failed) {
  console.error(`\nbench:curve: FAILED (a run failed, or a p50 grew more than ${MAX_GROWTH}×)`);
  process.exit(1);
}
console.log(`\nbench:curve: every p50 within ${MAX_GROWTH}× from ${sizes[0]} to ${sizes.at(-1)} members`);
