import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';

/**
 * The pace towards Expo, shared by every server process on the database (Expo allows 600 notifications
 * a second per project, whoever sends them). One row, `push_pace`, holds when the next notification may
 * go; a request of n notifications reserves n / rate seconds from max(now, next_at) in one statement
 * (the row's lock orders the processes) and waits until the start of its reservation. The clock is the
 * database's, so processes on other machines agree. A reservation that is never used (its process
 * died) only delays the next ones by that much.
 *
 * The first request of an idle period goes at once; after it each waits its turn, so over a broadcast
 * of R requests of n the rate is the configured one to within one request (R / (R - 1)).
 */
export class PushPace {
  constructor(
    private readonly db: Db,
    /** Notifications a second; 0 or less never waits. */
    readonly rate: number,
    private readonly id = 'expo',
  ) {}

  /** Resolves when `n` notifications may go; rejects (waiting no more) when `signal` aborts. */
  async take(n: number, signal?: AbortSignal): Promise<void> {
    if (this.rate <= 0 || n <= 0) return;
    const seconds = n / this.rate;
    const result = await this.db.execute<{ wait_ms: number }>(sql`
      insert into push_pace as p (id, next_at)
      values (${this.id}, clock_timestamp() + ${seconds} * interval '1 second')
      on conflict (id) do update
        set next_at = greatest(clock_timestamp(), p.next_at) + ${seconds} * interval '1 second'
      returning greatest(0, extract(epoch from (p.next_at - clock_timestamp())) * 1000 - ${seconds * 1000})::float8 as wait_ms`);
    const [row] = rowsOf<{ wait_ms: number }>(result);
    const waitMs = Number(row?.wait_ms ?? 0);
    if (waitMs > 0) await sleep(waitMs, signal);
  }
}

/** Waits `ms`; rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
