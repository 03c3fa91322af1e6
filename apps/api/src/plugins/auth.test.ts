import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app.ts';
import { createTwoCommunities } from '../test/factories.ts';
import { signedToken } from '../test/tokens.ts';

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
