import ExcelJS from 'exceljs';
import type { BenchRequest, SequentialRun } from './types.ts';

/**
 * Measurements autocannon cannot make, run one request at a time after the concurrent scenarios
 * (Scenario.once): a large download with the server's memory sampled while it streams, and documents
 * timed on their own.
 */

const EXPORT_RUNS = 3;
/** The export's bound on the server's memory: its RSS may grow at most this much over the download. */
const EXPORT_RSS_GROWTH_MB = 100;

/** Each request `times` times in turn, its answer checked: p50 and the slowest; fails over `budgetMs`. */
export async function timedRuns(
  run: SequentialRun,
  requests: BenchRequest[],
  { times, budgetMs }: { times: number; budgetMs: number },
): Promise<{ ok: boolean; report: string }> {
  const ms: number[] = [];
  const problems: string[] = [];
  for (let i = 0; i < times && problems.length === 0; i++)
    for (const r of requests) {
      const t0 = performance.now();
      const res = await fetch(`${run.url}${r.path}`, { headers: { authorization: `Bearer ${run.token}` } });
      const text = await res.text();
      ms.push(performance.now() - t0);
      let wrong: string | undefined;
      try {
        wrong =
          res.status === 200 ? r.check(JSON.parse(text)) : `status ${res.status}: ${text.slice(0, 200)}`;
      } catch (err) {
        wrong = `not JSON: ${(err as Error).message}`;
      }
      if (wrong) problems.push(`${r.path}: ${wrong}`);
    }
  const sorted = [...ms].sort((a, b) => a - b);
  const p50 = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  const max = sorted.at(-1) ?? 0;
  if (max > budgetMs) problems.push(`the slowest took ${max.toFixed(0)} ms (budget ${budgetMs} ms)`);
  const report =
    `${ms.length} runs one at a time: p50 ${p50.toFixed(0)} ms, slowest ${max.toFixed(0)} ms (budget ${budgetMs})` +
    problems.map((p) => `\n    ${p}`).join('');
  return { ok: problems.length === 0, report };
}

/**
 * Downloads the export EXPORT_RUNS times as CSV and once as XLSX, one download at a time, sampling the
 * server's RSS every 20 ms: each download's time, its rows (the header aside) against the model, and the
 * largest growth of the server's memory over its level before the first download. Fails on a wrong count
 * or a growth over EXPORT_RSS_GROWTH_MB.
 */
export async function measureExport(
  run: SequentialRun,
  expected: { path: string; rows: number; firstEmail?: string; lastEmail?: string },
): Promise<{ ok: boolean; report: string }> {
  const baseline = run.rssMb();
  let peak = baseline;
  const problems: string[] = [];
  const runs: string[] = [];
  const formats = [...Array.from({ length: EXPORT_RUNS }, () => 'csv' as const), 'xlsx' as const];
  for (const format of formats) {
    let runPeak = run.rssMb();
    const sampler = setInterval(() => {
      const rss = run.rssMb();
      if (rss > runPeak) runPeak = rss;
    }, 20);
    const t0 = performance.now();
    try {
      const res = await fetch(`${run.url}${expected.path}&format=${format}`, {
        headers: { authorization: `Bearer ${run.token}` },
      });
      if (res.status !== 200 || !res.body) {
        problems.push(`${format}: status ${res.status}: ${(await res.text()).slice(0, 200)}`);
        break;
      }
      const got =
        format === 'csv'
          ? await readCsv(res.body as unknown as AsyncIterable<Uint8Array>)
          : await readXlsx(res);
      const ms = performance.now() - t0;
      runs.push(
        `${format} ${(ms / 1000).toFixed(2)} s (${(got.bytes / 1_048_576).toFixed(1)} MB, RSS peak +${(runPeak - baseline).toFixed(0)} MB)`,
      );
      if (got.rows !== expected.rows) problems.push(`${format}: ${got.rows} rows, expected ${expected.rows}`);
      if (expected.firstEmail && !got.first.includes(expected.firstEmail))
        problems.push(
          `${format}: first row ${JSON.stringify(got.first.slice(0, 120))} is not ${expected.firstEmail}'s`,
        );
      if (expected.lastEmail && !got.last.includes(expected.lastEmail))
        problems.push(
          `${format}: last row ${JSON.stringify(got.last.slice(0, 120))} is not ${expected.lastEmail}'s`,
        );
    } catch (err) {
      problems.push(`${format}: download failed: ${(err as Error).message}`);
    } finally {
      clearInterval(sampler);
      if (runPeak > peak) peak = runPeak;
    }
    if (problems.length) break;
  }
  const growth = peak - baseline;
  if (growth > EXPORT_RSS_GROWTH_MB)
    problems.push(`the server's RSS grew ${growth.toFixed(0)} MB (bound ${EXPORT_RSS_GROWTH_MB} MB)`);
  const report =
    `${expected.rows} rows each: ${runs.join(', ')}, one at a time; ` +
    `server RSS ${baseline.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${growth.toFixed(0)} MB, bound ${EXPORT_RSS_GROWTH_MB})` +
    problems.map((p) => `\n    ${p}`).join('');
  return { ok: problems.length === 0, report };
}

/** A CSV read as it streams (never whole): its data lines, the first and the last. */
async function readCsv(body: AsyncIterable<Uint8Array>) {
  const decoder = new TextDecoder();
  let newlines = 0;
  let head = '';
  let tail = '';
  let bytes = 0;
  for await (const chunk of body) {
    bytes += chunk.byteLength;
    const text = decoder.decode(chunk, { stream: true });
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) newlines++;
    if (head.length < 4000) head += text.slice(0, 4000);
    tail = (tail + text).slice(-4000);
  }
  const lines = tail.endsWith('\n') ? newlines : newlines + 1;
  return {
    bytes,
    rows: lines - 1,
    first: head.split('\n')[1] ?? '',
    last: tail.trimEnd().split('\n').at(-1) ?? '',
  };
}

/** An XLSX file read with exceljs (in the bench's process): its data rows, the first and the last. */
async function readXlsx(res: Response) {
  const buffer = Buffer.from(await res.arrayBuffer());
  if (buffer.subarray(0, 2).toString() !== 'PK')
    return { bytes: buffer.length, rows: -1, first: '', last: '' };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const text = (n: number) => JSON.stringify(sheet?.getRow(n).values ?? []);
  const count = sheet?.actualRowCount ?? 0;
  return { bytes: buffer.length, rows: count - 1, first: text(2), last: text(count) };
}
