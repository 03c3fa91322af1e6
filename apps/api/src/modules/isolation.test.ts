import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app.ts';
import { as, createTwoCommunities } from '../test/factories.ts';
import {
  type Cast,
  type IsolationCases,
  type IsolationPiece,
  type IsolationRead,
  isolationContext,
} from '../test/isolation-kit.ts';
import { modulePieces } from '../test/module-pieces.ts';

/**
 * Tenancy: the second community's pastor, using the first community's ids on every route, gets 404
 * and nothing changes. Routes without ids in the path only ever answer the caller's own community.
 * Each domain gives its objects, routes and tables in `modules/<d>/<d>.isolation.ts`.
 */
const kit = useTestApp();
let cast: Cast;
let cases: IsolationCases[];
beforeAll(async () => {
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
  const context = isolationContext(kit.t.app, kit.t.database.db, cast);
  cases = [];
  for (const { piece } of await modulePieces<IsolationPiece>('isolation', 'isolation'))
    cases.push(await piece(context));
});

const all = <T>(part: (c: IsolationCases) => T[] | undefined) => cases.flatMap((c) => part(c) ?? []);
const snapshot = async () => {
  const parts = await Promise.all(cases.map((c) => c.snapshot?.() ?? {}));
  return Object.assign({}, ...parts) as Record<string, unknown>;
};
const label = (call: InjectOptions) => `${call.method} ${call.url}`;

describe('isolation between communities', () => {
  it('has the domains’ cases', () => {
    expect(all((c) => c.foreign).length).toBeGreaterThanOrEqual(40);
    expect(all((c) => c.reads).length).toBeGreaterThanOrEqual(20);
  });

  it('answers 404 to every route naming another community’s objects, and changes nothing', async () => {
    const before = await snapshot();
    const b = as(kit.t.app, cast.b.tokens.pastor);
    const secrets = all((c) => c.secrets);
    for (const call of all((c) => c.foreign)) {
      const res = await b(call);
      expect(res.statusCode, label(call)).toBe(404);
      expect(res.json().code, label(call)).toMatch(/_NOT_FOUND$/);
      for (const secret of secrets) expect(res.body, label(call)).not.toContain(secret);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('never lists another community’s members, stats, profile or objects', async () => {
    const b = as(kit.t.app, cast.b.tokens.pastor);
    const secrets = all((c) => c.secrets);
    const seen = ({ call, check }: IsolationRead, res: LightMyRequestResponse) => {
      expect(res.statusCode, `${label(call)}: ${res.body}`).toBe(200);
      for (const secret of secrets) expect(res.body, label(call)).not.toContain(secret);
      check?.(res);
    };
    const reads = all((c) => c.reads);
    const responses = await Promise.all(reads.map(({ call }) => b(call)));
    for (const [i, read] of reads.entries()) seen(read, responses[i]!);
    for (const later of all((c) => c.after)) seen(later, await b(later.call));
  });
});
