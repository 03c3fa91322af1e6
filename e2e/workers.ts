/**
 * How many spec files run at once, each worker with its own server and Chromium (support/global-setup.ts).
 * Two by default: a browser test waits on the page as much as it computes, so two files at once use the
 * machine's two cores better. Measured on 2026-11-29 (105 tests): one at a time 665 s, two 442 s, three
 * 399 s (each test slower, on two cores: two keeps room on a busy machine). E2E_WORKERS=1 runs them one
 * at a time.
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
