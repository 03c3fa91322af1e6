import fastifyJwt from '@fastify/jwt';
import { errorMessages } from '@koinonia/shared/errors';
import type { Role } from '@koinonia/shared/members/members.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { BoundedMap } from '../lib/bounded-map.ts';
import { isUuid } from '../lib/ids.ts';
import { findAccount, findTokenMembership } from '../modules/auth/auth.queries.ts';

/** What the token carries: the account and the membership it signed in with (null for a user with none). */
export interface TokenPayload {
  sub: string;
  mid: string | null;
}

/** The only algorithm our tokens are signed with, and the only one accepted back. */
export const JWT_ALGORITHM = 'HS256';

/** The token of an `Authorization: Bearer <token>` header (as @fastify/jwt reads it), or undefined. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s/i.test(header)) return undefined;
  const parts = header.split(' ');
  return parts.length === 2 && parts[1] ? parts[1] : undefined;
}

const uuid = z.string().refine(isUuid);
/**
 * The claims of a token we signed. A token with the right signature but other claims (a number as
 * `sub`, an object as `mid`, no expiry) was not made by this API as it is: it is refused as any bad
 * token is, never passed on to a query.
 */
export const tokenClaimsSchema = z.object({
  sub: uuid,
  mid: uuid.nullable(),
  iat: z.number().int().optional(),
  exp: z.number().int(),
});
type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** How many verified tokens are remembered: a church's devices signed in at once, with room to spare. */
const VERIFIED_TOKENS = 10_000;

/**
 * Tokens already verified (signature, algorithm and claims), with their claims, until they expire: the
 * HMAC of every request's token was a tenth of a small answer's CPU. Keyed by the whole token, so only
 * the very string that was verified is accepted again. The oldest entry makes room for a new one
 * (BoundedMap), so memory stays bounded. Whether the membership is still active and its role
 * are read on every request all the same (the guard).
 */
export class VerifiedTokens {
  private readonly claims: BoundedMap<string, TokenClaims>;

  constructor(max = VERIFIED_TOKENS) {
    this.claims = new BoundedMap(max);
  }

  /** The claims of `token` if it was verified and has not expired by `nowMs`. */
  get(token: string, nowMs: number): TokenClaims | undefined {
    const claims = this.claims.get(token);
    if (claims === undefined || claims.exp * 1000 > nowMs) return claims;
    this.claims.delete(token);
    return undefined;
  }

  set(token: string, claims: TokenClaims): void {
    this.claims.set(token, claims);
  }

  get size(): number {
    return this.claims.size;
  }
}

/** Who is calling, re-read from the database on every request. */
export interface Caller {
  userId: string;
  email: string;
  name: string;
  membershipId: string;
  communityId: string;
  role: Role;
  /** The client address (from X-Forwarded-For behind a trusted proxy), for the audit log. */
  ip: string;
}

/** A signed-in person, whether or not they belong to a community yet (the `account` access). */
export interface Account {
  userId: string;
  email: string;
  name: string;
  /** The membership the session is in; null for a person with no community yet. */
  membershipId: string | null;
  ip: string;
}

/**
 * Who may call a route: any active member of the token's community (`member`), its pastors and
 * helpers (`dashboard`), its pastors (`admin`); or any signed-in person, with or without a community
 * (`account`: joining one), who gets `request.account` and no `request.caller`.
 */
export type Access = 'member' | 'dashboard' | 'admin' | 'account';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
    account: Account;
  }
  interface FastifyInstance {
    /**
     * The hook that authenticates and checks the caller's role. Routes take it as their onRequest hook
     * (`{ onRequest: app.guard(access) }`), so that a call without a valid session is refused with 401
     * before its body is read or its input validated: a stranger learns nothing of what a route expects.
     */
    guard(access: Access): (request: FastifyRequest) => Promise<void>;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; expiresIn: string }) => {
    await app.register(fastifyJwt, {
      secret: opts.secret,
      sign: { algorithm: JWT_ALGORITHM, expiresIn: opts.expiresIn },
      // fast-jwt's own cache is keyed by a hash of the token (about what the signature's check costs);
      // the guard remembers verified tokens itself (VerifiedTokens).
      verify: { algorithms: [JWT_ALGORITHM], requiredClaims: ['sub', 'mid', 'exp'] },
    });
    app.decorateRequest('caller', null as unknown as Caller);
    app.decorateRequest('account', null as unknown as Account);
    const verified = new VerifiedTokens();
    const claimsOf = (token: string): TokenClaims => {
      const known = verified.get(token, Date.now());
      if (known) return known;
      // The verifier made once by @fastify/jwt with the options above (request.jwtVerify() would
      // decode the token a second time and merge its options on every call).
      const claims = tokenClaimsSchema.parse(app.jwt.verify(token));
      verified.set(token, claims);
      return claims;
    };

    app.decorate('guard', (access: Access) => async (request: FastifyRequest) => {
      let payload: TokenPayload;
      try {
        const token = bearerToken(request);
        if (!token) throw new AppError('UNAUTHORIZED');
        payload = claimsOf(token);
      } catch {
        throw new AppError('UNAUTHORIZED');
      }
      if (access === 'account' && !payload.mid) {
        const user = await findAccount(app.db, payload.sub);
        if (!user) throw new AppError('UNAUTHORIZED');
        request.account = {
          userId: user.id,
          email: user.email,
          name: user.name,
          membershipId: null,
          ip: request.ip,
        };
        return;
      }
      if (!payload.mid) throw new AppError('NO_COMMUNITY');
      const row = await findTokenMembership(app.db, { membershipId: payload.mid, userId: payload.sub });
      if (!row) throw new AppError('UNAUTHORIZED');
      if (!row.isActive) throw new AppError('UNAUTHORIZED', errorMessages.MEMBERSHIP_INACTIVE);
      // Written out rather than copied with a rest and a spread: V8's generic copy of a row's
      // properties was the guard's largest cost of its own.
      const { role } = row;
      request.caller = {
        userId: row.userId,
        email: row.email,
        name: row.name,
        membershipId: row.membershipId,
        communityId: row.communityId,
        role,
        ip: request.ip,
      };
      if (access === 'account') {
        request.account = {
          userId: row.userId,
          email: row.email,
          name: row.name,
          membershipId: row.membershipId,
          ip: request.ip,
        };
        return;
      }
      if (access === 'dashboard' && role !== 'COMMUNITY_ADMIN' && role !== 'SECTION_ADMIN') {
        throw new AppError('FORBIDDEN');
      }
      if (access === 'admin' && role !== 'COMMUNITY_ADMIN') throw new AppError('ADMIN_ONLY');
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
