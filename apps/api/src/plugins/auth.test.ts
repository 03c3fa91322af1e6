import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/build-test-app.ts';
import { createTwoCommunities } from '../test/factories.ts';
import { signedToken } from '../test/tokens.ts';
import { VerifiedTokens } from './auth.ts';

// The guard accepts only tokens as the API signs them: HS256, with the expected claims.

const kit = useTestApp();
let cast: Awaited<ReturnType<typeof createTwoCommunities>>;
beforeAll(async () => {
  cast = await createTwoCommunities(kit.t.app, kit.t.database.db);
});

describe('a token with the right signature but the wrong claims', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const good = () => ({
    sub: cast.a.pastor.user.id,
    mid: cast.a.pastor.membership.id,
    iat: now(),
    exp: now() + 3600,
  });
  const call = (token: string) =>
    kit.t.app.inject({
      method: 'GET',
      url: '/api/community/profile',
      headers: { authorization: `Bearer ${token}` },
    });

  it('is accepted only as the API signs it: HS256, with sub, mid and exp', async () => {
    expect((await call(signedToken(good()))).statusCode).toBe(200);
    const [header] = cast.a.tokens.pastor.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
  });

  const wrong: Record<string, () => [Record<string, unknown>, string?]> = {
    'sub a number': () => [{ ...good(), sub: 12345 }],
    'sub not an id': () => [{ ...good(), sub: 'cualquiera' }],
    'mid a number': () => [{ ...good(), mid: 42 }],
    'mid an object': () => [{ ...good(), mid: { id: cast.a.pastor.membership.id } }],
    'mid missing': () => {
      const { mid: _mid, ...rest } = good();
      return [rest];
    },
    'no exp': () => {
      const { exp: _exp, ...rest } = good();
      return [rest];
    },
    'exp a string': () => [{ ...good(), exp: 'mañana' }],
    'signed with HS512': () => [good(), 'HS512'],
    'signed with HS384': () => [good(), 'HS384'],
  };
  it.each(Object.keys(wrong))('is a 401 UNAUTHORIZED: %s', async (name) => {
    const [claims, alg] = wrong[name]!();
    const res = await call(signedToken(claims, alg));
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('a token verified once', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const call = (token: string) =>
    kit.t.app.inject({
      method: 'GET',
      url: '/api/community/profile',
      headers: { authorization: `Bearer ${token}` },
    });
  const claims = (exp: number) => ({
    sub: cast.a.pastor.user.id,
    mid: cast.a.pastor.membership.id,
    iat: Math.floor(Date.now() / 1000),
    exp,
  });

  it('is accepted again until it expires, and refused from then on', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const token = signedToken(claims(Math.floor(start / 1000) + 60));
    expect((await call(token)).statusCode).toBe(200);
    vi.setSystemTime(start + 30_000);
    expect((await call(token)).statusCode).toBe(200);
    vi.setSystemTime(start + 61_000);
    const late = await call(token);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('does not vouch for another string: a changed signature is still refused', async () => {
    const token = signedToken(claims(Math.floor(Date.now() / 1000) + 600));
    expect((await call(token)).statusCode).toBe(200);
    // The signature's first character (all six of its bits count; the last one's low bits do not).
    const at = token.lastIndexOf('.') + 1;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect((await call(changed)).statusCode).toBe(401);
  });
});

describe('VerifiedTokens', () => {
  const claims = (exp: number) => ({ sub: 's', mid: 'm', exp });

  it('forgets the oldest token to make room, and an expired one when asked for it', () => {
    const tokens = new VerifiedTokens(2);
    tokens.set('a', claims(100));
    tokens.set('b', claims(100));
    tokens.set('c', claims(100));
    expect(tokens.size).toBe(2);
    expect(tokens.get('a', 0)).toBeUndefined();
    expect(tokens.get('b', 0)).toMatchObject({ exp: 100 });
    expect(tokens.get('c', 99_999)).toMatchObject({ exp: 100 });
    expect(tokens.get('c', 100_000)).toBeUndefined();
    expect(tokens.size).toBe(1);
  });
});
