import type { Db } from '../../apps/api/src/db/client.ts';

/**
 * How big the bench's church is: BENCH_MEMBERS, BENCH_GROUPS, BENCH_NEWS, BENCH_POSTS, BENCH_POST_LIKES,
 * BENCH_POST_COMMENTS, BENCH_PRAYERS, BENCH_PRAYER_MARKS, BENCH_EVENTS,
 * BENCH_EVENT_INTERESTS.
 */
export interface Sizes {
  members: number;
  groups: number;
  news: number;
  posts: number;
  postLikes: number;
  postComments: number;
  prayers: number;
  prayerMarks: number;
  events: number;
  eventInterests: number;
}

/** What every domain's seed gets: the database (before the server starts) and the bench's community. */
export interface SeedContext {
  db: Db;
  communityId: string;
  /** A second community, so that every query has another tenant's rows to skip. */
  neighbourId: string;
  sizes: Sizes;
  /** The argon2 hash of the bench password, for every seeded account. */
  passwordHash: string;
  /** Makes the seeded emails and document numbers unique to this run. */
  tag: string;
}

/** What is wrong with a response body, or undefined when it is what the seeded data implies. */
export type Check = (body: unknown) => string | undefined;

export interface BenchRequest {
  path: string;
  check: Check;
}

/**
 * One line of the report: a user's action measured over varied requests, with its budgets: p99 on every
 * database, and p97.5 (measure.ts: 50 ms on PostgreSQL, 150 ms on PGlite, or stricter; see main.ts).
 */
export interface Scenario {
  name: string;
  /**
   * Who asks: the bench's pastor (benchAdmin, the default) or, for the members' app's reads, the bench's
   * member (benchMember), whose answers differ (their own likes, prayers, enrollments and inbox).
   */
  as?: 'member';
  p99BudgetMs: number;
  /**
   * PostgreSQL only: the most the 97.5th percentile may take. autocannon reports p97.5 and p99 but no
   * p95, and p95 ≤ p97.5, so a p97.5 within this budget means a p95 within it too.
   */
  pgP975BudgetMs?: number;
  requests: BenchRequest[];
  /**
   * Why this call is not held to the raw baseline's ratio (main.ts: ≥ 0.8 of raw pg's throughput on the
   * same SQL, a rule for list endpoints): only for calls that are not lists (a count summary, one
   * object). Its ratio is still measured and shown, marked "*".
   */
  ratioExempt?: string;
  /**
   * Why this call's cost may grow with the church (curve.ts: p50 at 50,000 members ≤ 1.5× its p50 at
   * 5,000): only for what is a walk of the list by nature (a page in the middle of it, by offset; the
   * first matches of a common search in name order, which start after every name before them in the
   * alphabet), or an answer that is itself as large as the church (every group flagged for the app's home,
   * every group of a sector: no paging in the spec), whose cost per item does not grow. Shown with its
   * p50s, marked "*".
   */
  curveExempt?: string;
  /**
   * A measurement autocannon cannot make (a large download timed on its own, the server's memory sampled
   * while it streams): run once after the others' warm-up, one request at a time; it reports one line
   * and whether it passed. Its `requests` are then usually empty.
   */
  once?: (run: SequentialRun) => Promise<{ ok: boolean; report: string }>;
}

/** The signed-in accounts' bearer tokens: the pastor's and the member's. */
export interface Tokens {
  admin: string;
  member: string;
}

/** The token a scenario's requests carry. */
export const tokenOf = (s: Pick<Scenario, 'as'>, tokens: Tokens) => tokens[s.as ?? 'admin'];

/**
 * A request's key in the raw baseline (ab.ts, raw-server.ts), which replays by path and reads no token:
 * the member's requests under /member, since the pastor may ask the same path and run other SQL.
 */
export const rawPathOf = (s: Pick<Scenario, 'as'>, path: string) => (s.as ? `/${s.as}${path}` : path);

/** What a scenario's `once` measurement gets: the running server and a signed-in pastor. */
export interface SequentialRun {
  url: string;
  token: string;
  /** The server process's resident memory, in MB. */
  rssMb(): number;
}

/**
 * One file per domain (members.ts, groups.ts, news.ts): seed its rows with SQL, then answer its
 * scenarios, each request with the check of its expected content (computed from the seeded data, not
 * from the server). Add a domain's file to `domains` in main.ts.
 */
export interface BenchDomain {
  name: string;
  seed(ctx: SeedContext): Promise<Scenario[]>;
}
