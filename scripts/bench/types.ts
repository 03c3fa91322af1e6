import type { Db } from '../../apps/api/src/db/client.ts';

/** How big the bench's church is (BENCH_MEMBERS, BENCH_GROUPS, BENCH_NEWS). */
export interface Sizes {
  members: number;
  groups: number;
  news: number;
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

/** One line of the report: a user's action measured over varied requests, with its p99 budget. */
export interface Scenario {
  name: string;
  p99BudgetMs: number;
  requests: BenchRequest[];
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
