import type {
  AccountCommunities,
  SwitchCommunityBody,
} from '@koinonia/shared/auth/account-communities.schemas';
import type { LoginBody, LoginResponse, RegisterBody } from '@koinonia/shared/auth/auth.schemas';
import type { Role } from '@koinonia/shared/members/members.schemas';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertPasswordNotCommon } from '../../lib/password-policy.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import {
  clearAttempts,
  countAttempt,
  forgiveAttempt,
  type Limit,
  limitRefusals,
  seenWithin,
  touchKey,
} from '../../lib/throttle.ts';
import type { Account, TokenPayload } from '../../plugins/auth.ts';
import * as q from './auth.queries.ts';

export interface LoginThrottle {
  /** Failed tries per account and address pair, and per account from addresses it never signed in from. */
  max: number;
  /** Failed tries per address, over every account (a whole church may share one address). */
  ipMax: number;
  windowMs: number;
}

/** An address the account signed in from within this time is trusted: others' failures do not lock it. */
const TRUSTED_ADDRESS_MS = 30 * 24 * 3600 * 1000;

export async function login(
  { db }: ServiceDeps,
  body: LoginBody,
  { ip, throttle, sign }: { ip: string; throttle: LoginThrottle; sign: (payload: TokenPayload) => string },
): Promise<LoginResponse> {
  const email = body.email.toLowerCase();
  const keys = { pair: `pair:${email}|${ip}`, ip: `ip:${ip}`, account: `account:${email}` };
  const trustedKey = `trusted:${email}|${ip}`;
  const trusted = await seenWithin(db, trustedKey, TRUSTED_ADDRESS_MS);
  // The attempt is counted before the password is checked, atomically: under any concurrency no
  // more than `max` passwords are checked per window and key.
  const counts = await countAttempt(
    db,
    [keys.pair, keys.ip, keys.account].map((key) => ({ key, windowMs: throttle.windowMs })),
  );
  // From an address the account used before, only the pair limit applies: others' failures (on the
  // account from elsewhere, or on other accounts from a shared address) cannot lock the owner out.
  const over =
    (counts.get(keys.pair) ?? 0) > throttle.max ||
    (!trusted && (counts.get(keys.ip) ?? 0) > throttle.ipMax) ||
    (!trusted && (counts.get(keys.account) ?? 0) > throttle.max);
  if (over) throw new AppError('TOO_MANY_ATTEMPTS');

  const user = await q.findUserByEmail(db, body.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !valid) throw new AppError('INVALID_CREDENTIALS');
  // A success was not a failure: the pair starts again and the address gets its try back. The
  // account-wide counter keeps it, so the owner's logins never give a distributed guesser more tries.
  await clearAttempts(db, [keys.pair]);
  await forgiveAttempt(db, [keys.ip]);
  await touchKey(db, trustedKey);

  const all = await q.membershipsForLogin(db, user.id);
  const membership = all.find((m) => m.isActive);
  if (all.length > 0 && !membership) throw new AppError('MEMBERSHIP_INACTIVE');

  return sessionFor(user, membership, sign);
}

/**
 * The answer of a sign-in: a token for the account in `membership` (none: a person with no community
 * yet) and the person as the app keeps it. Login, switching community and joining one answer it.
 */
export function sessionFor(
  user: { id: string; email: string; name: string },
  membership: { id: string; role: Role; communityId: string } | undefined,
  sign: (payload: TokenPayload) => string,
): LoginResponse {
  return {
    access_token: sign({ sub: user.id, mid: membership?.id ?? null }),
    user: {
      id: user.id,
      role: membership?.role ?? null,
      communityId: membership?.communityId ?? null,
      email: user.email,
      name: user.name,
      type: membership ? 'community' : 'user',
    },
  };
}

/** The signed-in person's active memberships, by community name; `current` is the session's. */
export async function listCommunities({ db }: ServiceDeps, account: Account): Promise<AccountCommunities> {
  const rows = await q.activeMemberships(db, account.userId);
  return {
    items: rows.map((m) => ({
      membershipId: m.id,
      role: m.role,
      community: { id: m.communityId, name: m.communityName },
      current: m.id === account.membershipId,
    })),
  };
}

/**
 * A session in another of the person's communities, answered as a login. A community where they have
 * no active membership is answered as one that does not exist.
 */
export async function switchCommunity(
  { db }: ServiceDeps,
  account: Account,
  { communityId }: SwitchCommunityBody,
  sign: (payload: TokenPayload) => string,
): Promise<LoginResponse> {
  const membership = await q.findActiveMembership(db, { userId: account.userId, communityId });
  if (!membership) throw new AppError('NOT_A_MEMBER_THERE');
  return sessionFor({ id: account.userId, email: account.email, name: account.name }, membership, sign);
}

/**
 * Creates an account, refused when its email or document number is taken (EMAIL_TAKEN, DOCUMENT_TAKEN):
 * for sign-up and for the first pastor of a new community (communities.service.ts).
 */
export async function createUser(db: Tx, body: RegisterBody) {
  const existing = await q.userExists(db, body);
  if (existing) {
    throw new AppError(
      existing.email.toLowerCase() === body.email.toLowerCase() ? 'EMAIL_TAKEN' : 'DOCUMENT_TAKEN',
    );
  }
  return q.insertUser(db, {
    name: body.name,
    email: body.email,
    documentNumber: body.documentNumber,
    phone: body.phone ?? null,
    passwordHash: await hashPassword(body.password),
  });
}

export async function register(
  { db }: ServiceDeps,
  body: RegisterBody,
  { ip, limit }: { ip: string; limit: Limit },
) {
  // Sign-up tells whether an email or document exists, so it is limited per address.
  // Successful sign-ups give their try back (a church signing up together on one network), so the
  // limit is on refused ones: the ones that tell an enumerator something.
  const user = await limitRefusals(db, `register:${ip}`, limit, async () => {
    await assertPasswordNotCommon(body.password);
    return createUser(db, body);
  });
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    documentNumber: user.documentNumber,
    phone: user.phone,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The operator's password reset (CLI): answers whether an account has this email. */
export async function resetPassword(
  { db }: ServiceDeps,
  { email, password }: { email: string; password: string },
) {
  return q.updatePasswordByEmail(db, { email, passwordHash: await hashPassword(password) });
}
