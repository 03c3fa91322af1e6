import { writeFileSync } from 'node:fs';
import type { Scenario } from './types.ts';

export interface CurvePoint {
  p50: number;
  curveExempt?: string;
}

/**
 * One point of the scaling curve (curve.ts runs main.ts once per church size with BENCH_CURVE_OUT set):
 * every autocannon scenario's p50, measured one request at a time (the cost of one call, without
 * queueing) over BENCH_CURVE_SECONDS after one unmeasured pass, with microsecond precision (autocannon's
 * percentiles are whole milliseconds, too coarse for a 2 ms call). Responses are checked as everywhere.
 * Writes `{ [scenario]: { p50 (ms), curveExempt? } }` to `file`; answers whether every response was right.
 */
export async function measureCurvePoint(
  url: string,
  token: string,
  scenarios: Scenario[],
  { seconds, file }: { seconds: number; file: string },
): Promise<boolean> {
  const headers = { authorization: `Bearer ${token}` };
  const points: Record<string, CurvePoint> = {};
  let ok = true;
  for (const s of scenarios) {
    if (s.once || s.requests.length === 0) continue;
    const ms: number[] = [];
    const until = performance.now() + seconds * 1_000;
    let wrong: string | undefined;
    for (let round = 0; (round < 2 || performance.now() < until) && !wrong; round++)
      for (const r of s.requests) {
        const t0 = performance.now();
        const res = await fetch(`${url}${r.path}`, { headers });
        const text = await res.text();
        if (round > 0) ms.push(performance.now() - t0);
        try {
          wrong = res.status === 200 ? r.check(JSON.parse(text)) : `status ${res.status}`;
        } catch (err) {
          wrong = `not JSON (${(err as Error).message})`;
        }
        if (wrong) {
          console.error(`✗ ${s.name}: GET ${r.path}: ${wrong}`);
          ok = false;
          break;
        }
      }
    ms.sort((a, b) => a - b);
    const p50 = ms[Math.floor((ms.length - 1) / 2)] ?? Number.NaN;
    points[s.name] = { p50, ...(s.curveExempt ? { curveExempt: s.curveExempt } : {}) };
    console.log(`${s.name.padEnd(28)} p50 ${p50.toFixed(2)} ms over ${ms.length} calls`);
  }
  writeFileSync(file, JSON.stringify(points));
  return ok;
}
