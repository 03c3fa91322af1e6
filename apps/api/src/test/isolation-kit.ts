import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import type { createTwoCommunities } from './factories.ts';

export type Cast = Awaited<ReturnType<typeof createTwoCommunities>>;

export interface IsolationContext {
  app: FastifyInstance;
  db: Db;
  /** Community A (whose objects B's pastor names) and community B. */
  cast: Cast;
  /** Creates with a POST as `call` and answers the new id (a 201 is expected). */
  created: (
    call: (options: InjectOptions) => Promise<LightMyRequestResponse>,
    url: string,
    payload: Record<string, unknown>,
  ) => Promise<string>;
}

/** A call of B's pastor that must answer 200, show none of A's secrets, and pass `check`. */
export interface IsolationRead {
  call: InjectOptions;
  check?: (res: LightMyRequestResponse) => void;
}

/** What a domain adds to modules/isolation.test.ts, once its objects of community A are made. */
export interface IsolationCases {
  /** The rows the refused calls must leave exactly as they were. */
  snapshot?: () => Promise<Record<string, unknown>>;
  /** Texts and ids of community A that no answer to B's pastor may show. */
  secrets?: string[];
  /** Calls naming A's objects: B's pastor gets the domain's 404 (`…_NOT_FOUND`), nothing changes. */
  foreign?: InjectOptions[];
  /** B's own reads, made at once: only B's community shows. */
  reads?: IsolationRead[];
  /** B's calls made one by one after the reads (writes too), checked the same way. */
  after?: IsolationRead[];
}

/**
 * A domain's part of the isolation test: `modules/<d>/<d>.isolation.ts` exports it as `isolation`.
 * It makes community A's objects (and B's, where a route mixes both) and answers the cases.
 */
export type IsolationPiece = (ctx: IsolationContext) => Promise<IsolationCases>;

export function isolationContext(app: FastifyInstance, db: Db, cast: Cast): IsolationContext {
  return {
    app,
    db,
    cast,
    async created(call, url, payload) {
      const res = await call({ method: 'POST', url, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    },
  };
}
