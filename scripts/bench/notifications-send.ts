import type { FakeExpo, FakeExpoStats } from '../../apps/api/src/dev/fake-expo.ts';
import type { FakeWebPush } from '../../apps/api/src/dev/fake-web-push.ts';
import type { SequentialRun } from './types.ts';

/**
 * The broadcast's budget: notifications a second from the first one Expo got to the last, unpaced. Twice
 * Expo's own limit (600 a second per project): a broadcast sends one request of 100 at a time, so that a
 * crash leaves at most one request in doubt (docs/decisions/notifications.md), and this says that the
 * server, not its transactions, is never what holds a broadcast below Expo's pace.
 */
export const MIN_NOTIFICATIONS_PER_SECOND = 1_200;
/** The broadcast's bound on the server's memory (as the school export's): its RSS may grow this much. */
export const BROADCAST_RSS_GROWTH_MB = 100;
/** Expo's own limit: notifications in one send request. */
const MAX_MESSAGES_PER_REQUEST = 100;
/** How long the bench waits for the broadcast to end before it calls it stuck. */
const BROADCAST_TIMEOUT_MS = 10 * 60_000;
const RSS_SAMPLE_MS = 200;
const POLL_MS = 250;
/** The fake's counters are read in this process, often: the first and the last notification's instants. */
const FAKE_SAMPLE_MS = 10;

type Item = Record<string, unknown>;

interface Call {
  status: number;
  body: unknown;
  ms: number;
}

async function call(run: SequentialRun, method: string, path: string, body?: unknown): Promise<Call> {
  const t0 = performance.now();
  const res = await fetch(`${run.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${run.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Kept as text for the report.
  }
  return { status: res.status, body: parsed, ms };
}

const show = (c: Call) => `status ${c.status}: ${JSON.stringify(c.body).slice(0, 300)}`;
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
const mb = (n: number) => `${n.toFixed(0)} MB`;

/**
 * One broadcast to every active device of the bench's community, as its pastor sends it: POST
 * send-global (answered 202, going on in the background), then GET broadcasts/current every POLL_MS
 * until it ends, as the screen's progress bar does. Meanwhile the server's RSS is sampled every
 * RSS_SAMPLE_MS and the fake Expo's counters every FAKE_SAMPLE_MS (for the instants of the first and
 * the last notification it got). Fails when the broadcast does not reach every device exactly once, a
 * request carries more than 100 notifications, the rate is under MIN_NOTIFICATIONS_PER_SECOND, or the
 * server's memory grows more than BROADCAST_RSS_GROWTH_MB.
 */
export async function measureBroadcast(
  run: SequentialRun,
  { fake, communityId, devices }: { fake: FakeExpo; communityId: string; devices: number },
): Promise<{ ok: boolean; report: string }> {
  const problems: string[] = [];
  const before = await call(run, 'GET', '/api/notifications/broadcasts/current');
  if (before.status !== 200 || (before.body as { data?: unknown })?.data !== null)
    return { ok: false, report: `a broadcast was already running: ${show(before)}` };

  const start = fake.stats();
  const delivered = (s: FakeExpoStats) => s.accepted + s.rejected - start.accepted - start.rejected;
  const rssBefore = run.rssMb();
  let rssPeak = rssBefore;
  const rssSampler = setInterval(() => {
    const rss = run.rssMb();
    if (rss > rssPeak) rssPeak = rss;
  }, RSS_SAMPLE_MS);
  let firstAt: number | undefined;
  let lastAt: number | undefined;
  const fakeSampler = setInterval(() => {
    const n = delivered(fake.stats());
    if (n > 0 && firstAt === undefined) firstAt = performance.now();
    if (n >= devices && lastAt === undefined) lastAt = performance.now();
  }, FAKE_SAMPLE_MS);

  const polls: number[] = [];
  let final: Item | undefined;
  let postMs = 0;
  const t0 = performance.now();
  let endedAt = t0;
  try {
    const post = await call(run, 'POST', '/api/notifications/send-global', {
      title: 'Culto especial',
      message: 'Este domingo celebramos juntos: culto especial a las 10:00. ¡Te esperamos!',
      communityId,
    });
    postMs = post.ms;
    const sent = post.body as { total?: number; broadcast?: Item } | undefined;
    if (post.status !== 202)
      problems.push(`send-global: expected 202 (in the background), got ${show(post)}`);
    else if (sent?.total !== devices) problems.push(`send-global: total ${sent?.total}, expected ${devices}`);
    const id = sent?.broadcast?.id as string | undefined;
    if (id && post.status === 202) {
      // The progress bar: current until it is no longer this broadcast (or says COMPLETED).
      for (;;) {
        if (performance.now() - t0 > BROADCAST_TIMEOUT_MS) {
          problems.push(`not finished after ${BROADCAST_TIMEOUT_MS / 1000} s`);
          break;
        }
        await new Promise((r) => setTimeout(r, POLL_MS));
        const current = await call(run, 'GET', '/api/notifications/broadcasts/current');
        polls.push(current.ms);
        if (current.status !== 200) {
          problems.push(`current: ${show(current)}`);
          break;
        }
        const data = (current.body as { data: Item | null }).data;
        if (data && data.id !== id) {
          problems.push(`current is another broadcast: ${JSON.stringify(data).slice(0, 200)}`);
          break;
        }
        if (!data || data.status === 'COMPLETED') break;
      }
      endedAt = performance.now();
      const byId = await call(run, 'GET', `/api/notifications/broadcasts/${id}`);
      if (byId.status !== 200) problems.push(`broadcasts/${id}: ${show(byId)}`);
      else final = byId.body as Item;
    }
  } catch (err) {
    problems.push(`failed: ${(err as Error).message}`);
  } finally {
    // A last look at the fake, in case the end fell between two samples.
    await new Promise((r) => setTimeout(r, 2 * FAKE_SAMPLE_MS));
    clearInterval(fakeSampler);
  }
  // The memory after: the batch's buffers freed (a collection may lag the end by a moment).
  await new Promise((r) => setTimeout(r, 2_000));
  clearInterval(rssSampler);
  const rssAfter = run.rssMb();
  rssPeak = Math.max(rssPeak, rssAfter);

  const end = fake.stats();
  const requests = end.sendRequests - start.sendRequests;
  const accepted = end.accepted - start.accepted;
  const gzipped = end.gzipped - start.gzipped;
  if (final) {
    const expected = { status: 'COMPLETED', total: devices, sent: devices, failed: 0, successRate: 100 };
    for (const [key, value] of Object.entries(expected))
      if (final[key] !== value) problems.push(`the broadcast's ${key} is ${final[key]}, expected ${value}`);
  }
  if (accepted !== devices || delivered(end) !== devices)
    problems.push(
      `the fake Expo got ${delivered(end)} notifications (${accepted} accepted), expected ${devices}`,
    );
  if (end.maxMessagesInRequest > MAX_MESSAGES_PER_REQUEST)
    problems.push(
      `a request carried ${end.maxMessagesInRequest} notifications (Expo takes ${MAX_MESSAGES_PER_REQUEST})`,
    );
  if (end.rateLimited > start.rateLimited)
    problems.push(`${end.rateLimited - start.rateLimited} requests got a 429`);

  const spanMs = firstAt !== undefined && lastAt !== undefined ? lastAt - firstAt : Number.NaN;
  const perSecond = (accepted / spanMs) * 1000;
  if (!(perSecond >= MIN_NOTIFICATIONS_PER_SECOND))
    problems.push(
      `${Number.isFinite(perSecond) ? perSecond.toFixed(0) : '?'} notifications/s (at least ${MIN_NOTIFICATIONS_PER_SECOND})`,
    );
  const growth = rssPeak - rssBefore;
  if (!(growth <= BROADCAST_RSS_GROWTH_MB))
    problems.push(`the server's RSS grew ${growth.toFixed(0)} MB (bound ${BROADCAST_RSS_GROWTH_MB} MB)`);

  const serverSpan =
    final?.startedAt && final.finishedAt
      ? ` (the broadcast's own startedAt→finishedAt ${((Date.parse(String(final.finishedAt)) - Date.parse(String(final.startedAt))) / 1000).toFixed(2)} s)`
      : '';
  const sortedPolls = [...polls].sort((a, b) => a - b);
  const report =
    `${devices} devices: sent ${final?.sent ?? '?'}, failed ${final?.failed ?? '?'}; ` +
    `first→last notification ${(spanMs / 1000).toFixed(2)} s = ${Number.isFinite(perSecond) ? perSecond.toFixed(0) : '?'}/s (at least ${MIN_NOTIFICATIONS_PER_SECOND})${serverSpan}; ` +
    `POST answered in ${postMs.toFixed(0)} ms, COMPLETED seen after ${((endedAt - t0) / 1000).toFixed(2)} s\n` +
    `${''.padEnd(29)}fake Expo: ${requests} send requests, at most ${end.maxMessagesInRequest} notifications in one, ${gzipped} gzipped, ${end.rateLimited - start.rateLimited} answered 429\n` +
    `${''.padEnd(29)}progress polls (current) while sending: ${polls.length}, p50 ${percentile(sortedPolls, 50).toFixed(0)} ms, p99 ${percentile(sortedPolls, 99).toFixed(0)} ms, slowest ${(sortedPolls.at(-1) ?? 0).toFixed(0)} ms\n` +
    `${''.padEnd(29)}server RSS ${mb(rssBefore)} before, peak ${mb(rssPeak)} (+${growth.toFixed(0)} MB, bound ${BROADCAST_RSS_GROWTH_MB}), ${mb(rssAfter)} after` +
    problems.map((p) => `\n    ${p}`).join('');
  return { ok: problems.length === 0, report };
}

/**
 * DELETE /notifications/cleanup/{days} once, timed: its count against the model's, then the stats
 * against the model's after the deletion (the counters the triggers keep). Destroys data: the last
 * scenario of the domain.
 */
export async function measureCleanup(
  run: SequentialRun,
  {
    days,
    deleted,
    statsAfter,
    budgetMs,
  }: { days: number; deleted: number; statsAfter: (body: unknown) => string | undefined; budgetMs: number },
): Promise<{ ok: boolean; report: string }> {
  const problems: string[] = [];
  const res = await call(run, 'DELETE', `/api/notifications/cleanup/${days}`);
  const got = (res.body as { data?: { deletedTokens?: number } } | undefined)?.data?.deletedTokens;
  if (res.status !== 200) problems.push(`cleanup: ${show(res)}`);
  else if (got !== deleted) problems.push(`deletedTokens ${got}, expected ${deleted}`);
  if (res.ms > budgetMs) problems.push(`took ${res.ms.toFixed(0)} ms (budget ${budgetMs} ms)`);
  const stats = await call(run, 'GET', '/api/notifications/stats');
  const wrong = stats.status === 200 ? statsAfter(stats.body) : show(stats);
  if (wrong) problems.push(`stats after the cleanup: ${wrong}`);
  const report =
    `${days} days: ${got ?? '?'} devices deleted in ${res.ms.toFixed(0)} ms (budget ${budgetMs}); stats after it in ${stats.ms.toFixed(0)} ms` +
    problems.map((p) => `\n    ${p}`).join('');
  return { ok: problems.length === 0, report };
}

/** Web push messages a second the server must reach (each one encrypted for its browser, one request each). */
export const MIN_WEB_PUSH_PER_SECOND = 1_000;

/**
 * One broadcast to a community whose devices are all browsers (Web Push), through the local push
 * service in the bench's process, which checks each request's VAPID token and decrypts its message
 * with the subscription's keys: as measureBroadcast (POST send-global as the community's pastor, the
 * progress polled until it ends, the server's RSS sampled), counting the messages the service
 * accepted. Fails when not every subscription got it exactly once and decryptable, the rate is under
 * MIN_WEB_PUSH_PER_SECOND, or the server's memory grows more than BROADCAST_RSS_GROWTH_MB.
 */
export async function measureWebBroadcast(
  run: SequentialRun,
  {
    push,
    communityId,
    devices,
    email,
    password,
  }: { push: FakeWebPush; communityId: string; devices: number; email: string; password: string },
): Promise<{ ok: boolean; report: string }> {
  const problems: string[] = [];
  const login = await fetch(`${run.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) return { ok: false, report: `login: ${login.status} ${await login.text()}` };
  const pastor: SequentialRun = {
    ...run,
    token: ((await login.json()) as { access_token: string }).access_token,
  };

  const start = push.stats();
  const accepted = () => push.stats().accepted - start.accepted;
  const rssBefore = run.rssMb();
  let rssPeak = rssBefore;
  const rssSampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, run.rssMb());
  }, RSS_SAMPLE_MS);
  let firstAt: number | undefined;
  let lastAt: number | undefined;
  const sampler = setInterval(() => {
    const n = accepted();
    if (n > 0 && firstAt === undefined) firstAt = performance.now();
    if (n >= devices && lastAt === undefined) lastAt = performance.now();
  }, FAKE_SAMPLE_MS);

  const polls: number[] = [];
  let final: Item | undefined;
  const t0 = performance.now();
  try {
    const post = await call(pastor, 'POST', '/api/notifications/send-global', {
      title: 'Vigilia de oración',
      message: 'Esta noche a las 8: vigilia de oración en el templo. ¡Te esperamos!',
      communityId,
    });
    const sent = post.body as { total?: number; broadcast?: Item } | undefined;
    if (post.status !== 202) problems.push(`send-global: expected 202, got ${show(post)}`);
    else if (sent?.total !== devices) problems.push(`send-global: total ${sent?.total}, expected ${devices}`);
    const id = sent?.broadcast?.id as string | undefined;
    if (id && post.status === 202) {
      for (;;) {
        if (performance.now() - t0 > BROADCAST_TIMEOUT_MS) {
          problems.push(`not finished after ${BROADCAST_TIMEOUT_MS / 1000} s`);
          break;
        }
        await new Promise((r) => setTimeout(r, POLL_MS));
        const current = await call(pastor, 'GET', '/api/notifications/broadcasts/current');
        polls.push(current.ms);
        const data = (current.body as { data?: Item | null } | undefined)?.data;
        if (current.status !== 200) {
          problems.push(`current: ${show(current)}`);
          break;
        }
        if (!data || data.status === 'COMPLETED') break;
      }
      const byId = await call(pastor, 'GET', `/api/notifications/broadcasts/${id}`);
      if (byId.status !== 200) problems.push(`broadcasts/${id}: ${show(byId)}`);
      else final = byId.body as Item;
    }
  } catch (err) {
    problems.push(`failed: ${(err as Error).message}`);
  } finally {
    await new Promise((r) => setTimeout(r, 2 * FAKE_SAMPLE_MS));
    clearInterval(sampler);
  }
  await new Promise((r) => setTimeout(r, 2_000));
  clearInterval(rssSampler);
  const rssAfter = run.rssMb();
  rssPeak = Math.max(rssPeak, rssAfter);

  const end = push.stats();
  if (final) {
    const expected = { status: 'COMPLETED', total: devices, sent: devices, failed: 0, successRate: 100 };
    for (const [key, value] of Object.entries(expected))
      if (final[key] !== value) problems.push(`the broadcast's ${key} is ${final[key]}, expected ${value}`);
  }
  const got = end.accepted - start.accepted;
  if (got !== devices || end.requests - start.requests !== devices)
    problems.push(
      `the push service decrypted ${got} messages of ${end.requests - start.requests} requests, expected ${devices}`,
    );
  if (end.badVapid > start.badVapid || end.badBody > start.badBody)
    problems.push(
      `refused: ${end.badVapid - start.badVapid} VAPID tokens, ${end.badBody - start.badBody} bodies`,
    );
  const spanMs = firstAt !== undefined && lastAt !== undefined ? lastAt - firstAt : Number.NaN;
  const perSecond = (got / spanMs) * 1000;
  if (!(perSecond >= MIN_WEB_PUSH_PER_SECOND))
    problems.push(
      `${Number.isFinite(perSecond) ? perSecond.toFixed(0) : '?'} messages/s (at least ${MIN_WEB_PUSH_PER_SECOND})`,
    );
  const growth = rssPeak - rssBefore;
  if (!(growth <= BROADCAST_RSS_GROWTH_MB))
    problems.push(`the server's RSS grew ${growth.toFixed(0)} MB (bound ${BROADCAST_RSS_GROWTH_MB} MB)`);
  const sortedPolls = [...polls].sort((a, b) => a - b);
  const report =
    `${devices} browsers: sent ${final?.sent ?? '?'}, failed ${final?.failed ?? '?'}; ` +
    `first→last message ${(spanMs / 1000).toFixed(2)} s = ${Number.isFinite(perSecond) ? perSecond.toFixed(0) : '?'}/s (at least ${MIN_WEB_PUSH_PER_SECOND}), each decrypted by the push service\n` +
    `${''.padEnd(29)}progress polls while sending: ${polls.length}, p50 ${percentile(sortedPolls, 50).toFixed(0)} ms, p99 ${percentile(sortedPolls, 99).toFixed(0)} ms\n` +
    `${''.padEnd(29)}server RSS ${mb(rssBefore)} before, peak ${mb(rssPeak)} (+${growth.toFixed(0)} MB, bound ${BROADCAST_RSS_GROWTH_MB}), ${mb(rssAfter)} after` +
    problems.map((p) => `\n    ${p}`).join('');
  return { ok: problems.length === 0, report };
}
