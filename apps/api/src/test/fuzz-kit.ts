import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Cast } from './isolation-kit.ts';

/** What a domain's part of the fuzz test is given to keep community A worth fuzzing. */
export interface FuzzDomainContext {
  db: Db;
  cast: Cast;
  /** Community A's id: the fuzzed pastor's community. */
  a: string;
  /** A call as community A's pastor. */
  pastorA: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** The pool of ids (or emails, documents, tokens…) of a kind, which fuzzed inputs pick from. */
  pool: (kind: string) => Set<string>;
  /** A number not given before in this run: for names that must differ. */
  next: () => number;
}

/** A domain's part of src/fuzz.test.ts: `modules/<d>/<d>.fuzz.ts` exports it as `fuzzing`. */
export interface FuzzPiece {
  /** A path segment before `{id}`, or a field name, and the pool its values come from. */
  kindOf?: Record<string, string>;
  /** Routes that read their body themselves (JSON or multipart), so the document shows no body schema. */
  undocumentedBodies?: Record<string, z.ZodType>;
  /**
   * Every multipart route ('POST /api/…'): a valid form, which the junk then spoils (a route without
   * one gets junk only), and the name of its image field (imageFile when absent).
   */
  multipart?: Record<string, { form?: Record<string, string>; imageField?: string }>;
  /** Makes up for the deletions and deactivations of earlier calls with new rows (before every route). */
  replenish?: (ctx: FuzzDomainContext) => Promise<void>;
  /** Adds the ids of the domain's rows to the pools (after every module's replenish). */
  pools?: (ctx: FuzzDomainContext) => Promise<void>;
}

/** Calls `create` until `count` says there are at least `n` (rows of a kind, usually). */
export async function replenishTo(n: number, count: () => Promise<number>, create: () => Promise<void>) {
  while ((await count()) < n) await create();
}

/** A create call as community A's pastor that must answer 201; its answer. */
export async function createAsPastor(ctx: FuzzDomainContext, url: string, payload: InjectOptions['payload']) {
  const res = await ctx.pastorA({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

/** Adds every row's id to the pool of `kind`. */
export function addToPool(ctx: Pick<FuzzDomainContext, 'pool'>, kind: string, rows: { id: string }[]) {
  for (const row of rows) ctx.pool(kind).add(row.id);
}
