import type { LoginBody, LoginResponse, RegisterBody } from '@koinonia/shared/auth/auth.schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { TokenPayload } from '../../plugins/auth.ts';
import * as q from './auth.queries.ts';

export async function login(
  app: FastifyInstance,
  body: LoginBody,
  ip: string,
  throttle: { max: number; windowMs: number },
): Promise<LoginResponse> {
  const db = app.db;
  const keys = [`account:${body.email.toLowerCase()}`, `ip:${ip}`];
  if ((await q.throttleFailures(db, keys, throttle.windowMs)) >= throttle.max) {
    throw new AppError('TOO_MANY_ATTEMPTS');
  }
  const user = await q.findUserByEmail(db, body.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !valid) {
    await q.recordFailure(db, keys, throttle.windowMs);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await q.clearFailures(db, keys[0]!);

  const all = await q.membershipsForLogin(db, user.id);
  const membership = all.find((m) => m.isActive);
  if (all.length > 0 && !membership) throw new AppError('MEMBERSHIP_INACTIVE');

  const payload: TokenPayload = { sub: user.id, mid: membership?.id ?? null };
  return {
    access_token: app.jwt.sign(payload),
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

export async function register(app: FastifyInstance, body: RegisterBody) {
  const existing = await q.userExists(app.db, body);
  if (existing) {
    throw new AppError(
      existing.email.toLowerCase() === body.email.toLowerCase() ? 'EMAIL_TAKEN' : 'DOCUMENT_TAKEN',
    );
  }
  const user = await q.insertUser(app.db, {
    name: body.name,
    email: body.email,
    documentNumber: body.documentNumber,
    phone: body.phone ?? null,
    passwordHash: await hashPassword(body.password),
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
