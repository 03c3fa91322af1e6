import { describe, expect, it } from 'vitest';
import type { TracedStatement } from '../db/sql-trace-store.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { as, createTwoCommunities } from '../test/factories.ts';
import { SQL_TRACE_HEADER } from './sql-trace.ts';

// The trace records PostgreSQL's pool; PGlite has none.
describe.skipIf(!process.env.TEST_DATABASE_URL)('KOINONIA_SQL_TRACE', () => {
  const traced = useTestApp({ sqlTrace: true });
  const plain = useTestApp();

  it('puts the statements of a list call in x-koinonia-sql', async () => {
    const { a } = await createTwoCommunities(traced.t.app, traced.t.database.db);
    const res = await as(traced.t.app, a.tokens.pastor)({ method: 'GET', url: '/api/community/members' });
    expect(res.statusCode).toBe(200);
    const header = res.headers[SQL_TRACE_HEADER];
    expect(typeof header).toBe('string');
    const statements = JSON.parse(Buffer.from(String(header), 'base64url').toString()) as TracedStatement[];
    expect(statements.length).toBeGreaterThan(0);
    // The members of the page come from the memberships table, with the community as a value.
    const list = statements.filter((s) => /from "memberships"/i.test(s.text));
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((s) => s.values?.includes(a.community.id))).toBe(true);
    expect(statements[0]!.concurrent).toBe(false);
    expect(statements.every((s) => s.tx === undefined)).toBe(true);
    // Each request has its own trace: a second call carries its own statements, not both calls'.
    const again = await as(traced.t.app, a.tokens.pastor)({ method: 'GET', url: '/api/community/members' });
    const second = JSON.parse(
      Buffer.from(String(again.headers[SQL_TRACE_HEADER]), 'base64url').toString(),
    ) as TracedStatement[];
    expect(second.length).toBe(statements.length);
  });

  it('is absent when the option is off', async () => {
    const { a } = await createTwoCommunities(plain.t.app, plain.t.database.db);
    const res = await as(plain.t.app, a.tokens.pastor)({ method: 'GET', url: '/api/community/members' });
    expect(res.statusCode).toBe(200);
    expect(res.headers[SQL_TRACE_HEADER]).toBeUndefined();
  });
});
