/**
 * How many spec files run at once, each worker with its own server and Chromium (support/global-setup.ts).
 * Two by default: a browser test waits on the page as much as it computes, so two files at once use the
 * machine's two cores better: on two cores, two at once take about two thirds of the time of one at a
 * time, and a third saves little more while slowing each test (two keep room on a busy machine).
 * E2E_WORKERS=1 runs them one at a time.
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
