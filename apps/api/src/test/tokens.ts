import { createHmac } from 'node:crypto';

/** The secret buildTestApp's app signs its tokens with. */
const TEST_JWT_SECRET = 'test-secret-that-is-long-enough';

/**
 * A token signed with the test app's real secret, with any header algorithm (HS256, HS384, HS512)
 * and any claims: what a forged or outdated token would look like if the secret were known.
 */
export function signedToken(claims: unknown, alg = 'HS256'): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg, typ: 'JWT' })}.${encode(claims)}`;
  const hash = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }[alg] ?? 'sha256';
  const signature = createHmac(hash, TEST_JWT_SECRET).update(input).digest('base64url');
  return `${input}.${signature}`;
}
