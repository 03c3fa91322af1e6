import { type Scenario, type Tokens, tokenOf } from './types.ts';

/** What a curve worker (main.ts under curve.ts) tells curve.ts, over the IPC channel of `fork`. */
export type CurveWorkerMessage =
  | { type: 'ready'; scenarios: { name: string; curveExempt?: string }[] }
  | { type: 'samples'; name: string; requests: RequestSamples[]; wrong?: string };

/** One request of a scenario (by its index in the scenario) and its latencies in a slice, in ms. */
export interface RequestSamples {
  path: string;
  ms: number[];
}

/** What curve.ts asks a worker: one slice of a scenario's measurement, or to stop. */
export type CurveCommand = { type: 'measure'; name: string; seconds: number } | { type: 'stop' };

/**
 * One point of the scaling curve, as a worker of curve.ts: main.ts seeds a church of one size, starts its
 * server, warms it up (every response checked), then calls this. It answers `ready` with its scenarios,
 * and each `measure` command with one slice of that scenario's latencies, so that curve.ts can alternate
 * the sizes slice by slice (the machine's drift over minutes then weighs on every size alike). No pass is
 * thrown away: main.ts's warm-up has read every request before, and each size's slices start alike,
 * right after another size's. Resolves on `stop` or when curve.ts goes away; answers whether every
 * response was right.
 */
export function serveCurvePoint(url: string, tokens: Tokens, scenarios: Scenario[]): Promise<boolean> {
  const measured = scenarios.filter((s) => !s.once && s.requests.length > 0);
  const byName = new Map(measured.map((s) => [s.name, s]));
  const send = (m: CurveWorkerMessage) => {
    if (process.connected) process.send!(m);
  };
  let ok = true;
  return new Promise((resolve) => {
    // curve.ts went away while this size seeded: nothing to serve (main.ts cleans up).
    if (!process.connected) return resolve(false);
    process.on('message', (command: CurveCommand) => {
      if (command.type === 'stop') {
        process.removeAllListeners('message');
        resolve(ok);
        return;
      }
      const scenario = byName.get(command.name);
      if (!scenario) {
        send({ type: 'samples', name: command.name, requests: [] });
        return;
      }
      void sampleScenario(url, tokenOf(scenario, tokens), scenario, command.seconds)
        .catch((err: Error) => ({ requests: [], wrong: `the server did not answer (${err.message})` }))
        .then(({ requests, wrong }) => {
          if (wrong) ok = false;
          send({ type: 'samples', name: command.name, requests, ...(wrong ? { wrong } : {}) });
        });
    });
    process.once('disconnect', () => resolve(ok));
    send({
      type: 'ready',
      scenarios: measured.map((s) => ({
        name: s.name,
        ...(s.curveExempt ? { curveExempt: s.curveExempt } : {}),
      })),
    });
  });
}

/**
 * A scenario's requests one at a time, in turn, for `seconds` and at least one whole pass: each
 * request's calls' times in ms with microsecond precision (autocannon's percentiles are whole milliseconds, too coarse for
 * a 2 ms call), measured without queueing. Each response is checked as everywhere; the first wrong one
 * ends the slice.
 */
async function sampleScenario(url: string, token: string, s: Scenario, seconds: number) {
  const headers = { authorization: `Bearer ${token}` };
  const requests: RequestSamples[] = s.requests.map((r) => ({ path: r.path, ms: [] }));
  const until = performance.now() + seconds * 1_000;
  let wrong: string | undefined;
  for (let pass = 0; (pass < 1 || performance.now() < until) && !wrong; pass++)
    for (const [i, r] of s.requests.entries()) {
      const t0 = performance.now();
      const res = await fetch(`${url}${r.path}`, { headers });
      const text = await res.text();
      requests[i]!.ms.push(performance.now() - t0);
      try {
        wrong = res.status === 200 ? r.check(JSON.parse(text)) : `status ${res.status}`;
      } catch (err) {
        wrong = `not JSON (${(err as Error).message})`;
      }
      if (wrong) {
        wrong = `GET ${r.path}: ${wrong}`;
        break;
      }
    }
  return { requests, wrong };
}
