import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { rowsOf } from './rows.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Counts one attempt against each key and answers the counts after it, in one statement: the rows
 * are locked while they are incremented, so concurrent attempts are counted one after another and
 * no more than `max` of them ever see a count ≤ max within a window. A key whose window is over
 * starts again at 1. The counters live in the database, so every API instance shares them.
 */
export async function countAttempt(
  db: Tx,
  keys: { key: string; windowMs: number }[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  if (Math.random() < 0.01) await forgetOldAttempts(db);
  // Rows are locked in key order, here and in forgiveAttempt, so two attempts never deadlock.
  const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const values = sql.join(
    sorted.map((k) => sql`(${k.key}, 1, now(), ${k.windowMs / 1000}::float8)`),
    sql`, `,
  );
  const result = await db.execute<{ key: string; failures: number }>(sql`
    with input(key, failures, window_started_at, window_secs) as (values ${values})
    insert into login_throttle (key, failures, window_started_at)
    select key, failures, window_started_at from input
    on conflict (key) do update set
      failures = case
        when login_throttle.window_started_at > now() - make_interval(secs => (select window_secs from input where input.key = excluded.key))
        then login_throttle.failures + 1 else 1 end,
      window_started_at = case
        when login_throttle.window_started_at > now() - make_interval(secs => (select window_secs from input where input.key = excluded.key))
        then login_throttle.window_started_at else now() end
    returning key, failures`);
  const rows = rowsOf<{ key: string; failures: number }>(result);
  return new Map(rows.map((r) => [r.key, Number(r.failures)]));
}

/** Counts one attempt against a single key; true while it is within the limit. */
export async function withinLimit(db: Tx, key: string, limit: Limit): Promise<boolean> {
  const counts = await countAttempt(db, [{ key, windowMs: limit.windowMs }]);
  return (counts.get(key) ?? 0) <= limit.max;
}

/**
 * Runs `attempt` under a limit of refused attempts per key: the try is counted before it runs (so
 * concurrent tries cannot pass the limit) and given back when it succeeds, so only refusals (an unknown
 * code, a taken email) use the limit up. Over the limit: TOO_MANY_ATTEMPTS_LATER, and `attempt` does
 * not run.
 */
export async function limitRefusals<T>(db: Tx, key: string, limit: Limit, attempt: () => Promise<T>) {
  if (!(await withinLimit(db, key, limit))) throw new AppError('TOO_MANY_ATTEMPTS_LATER');
  const result = await attempt();
  await forgiveAttempt(db, [key]);
  return result;
}

/** Gives back an attempt that turned out not to count (a successful login). */
export async function forgiveAttempt(db: Tx, keys: string[]): Promise<void> {
  for (const key of [...keys].sort()) {
    await db.execute(sql`update login_throttle set failures = greatest(failures - 1, 0) where key = ${key}`);
  }
}

/**
 * Counters whose window ended a day ago, and addresses not trusted any more, are forgotten (now and
 * then, from countAttempt), so that a spray of invented emails cannot grow the table for ever.
 */
export async function forgetOldAttempts(db: Tx): Promise<void> {
  await db.execute(sql`delete from login_throttle
    where window_started_at < now() - interval '31 days'
       or (key not like 'trusted:%' and window_started_at < now() - interval '1 day')`);
}

export async function clearAttempts(db: Tx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`delete from login_throttle where key in ${keys}`);
}

/** Marks a key as seen now (e.g. an account signed in successfully from this address). */
export async function touchKey(db: Tx, key: string): Promise<void> {
  await db.execute(sql`
    insert into login_throttle (key, failures, window_started_at) values (${key}, 0, now())
    on conflict (key) do update set window_started_at = now()`);
}

/** Whether a key was touched within the window. */
export async function seenWithin(db: Tx, key: string, windowMs: number): Promise<boolean> {
  const result = await db.execute<{ seen: boolean }>(sql`
    select exists (select 1 from login_throttle where key = ${key}
      and window_started_at > now() - make_interval(secs => ${windowMs / 1000}::float8)) as seen`);
  const rows = rowsOf<{ seen: boolean }>(result);
  return !!rows[0]?.seen;
}
