import { createHash, randomBytes } from 'node:crypto';
import { passwordMessages } from '@koinonia/shared/auth/auth.schemas';
import type { PasswordResetBody, PasswordResetLink } from '@koinonia/shared/invitations/invitations.schemas';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertPasswordNotCommon } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { type Limit, limitRefusals } from '../../lib/throttle.ts';
import { ValidationError } from '../../lib/validation.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as q from './password-resets.queries.ts';

/** How long a link works. */
export const RESET_LINK_MS = 24 * 3600 * 1000;

/** Only the token's SHA-256 is stored: the link is shown once. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A one-time link for a person of the caller's community (another person is 404) to set a new
 * password, valid 24 hours; it replaces their unused links.
 */
export async function createResetLink(
  deps: ServiceDeps,
  caller: Caller,
  userId: string,
  origin: string,
): Promise<PasswordResetLink> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_LINK_MS);
  await deps.db.transaction(async (tx) => {
    const person = isUuid(userId)
      ? await q.findCommunityPerson(tx, { communityId: caller.communityId, userId })
      : undefined;
    if (!person) throw new AppError('MEMBERSHIP_NOT_FOUND');
    // The password opens every community of the account: only a person this community alone holds.
    if (!person.isActive || person.elsewhere) throw new AppError('PASSWORD_RESET_NOT_ALLOWED');
    await q.deleteUnused(tx, person.id);
    const id = await q.insertReset(tx, {
      communityId: caller.communityId,
      userId: person.id,
      tokenHash: hashOf(token),
      expiresAt,
      createdBy: caller.userId,
    });
    await audit(tx, caller, {
      action: 'create',
      objectType: 'passwordReset',
      objectId: id,
      changes: { user: person.name, userId: person.id, expiresAt },
    });
  });
  return { url: `${origin}/app/restablecer/${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Sets a new password with a link, once. Limited per address like unknown invitation codes: every
 * try counts, and a link that exists and still works gives it back (a weak password tried again does
 * not use the limit up).
 */
export async function resetPassword(
  { db }: ServiceDeps,
  body: PasswordResetBody,
  { ip, limit }: { ip: string; limit: Limit },
): Promise<void> {
  const link = await limitRefusals(db, `reset:${ip}`, limit, async () => {
    const found = await q.findByHash(db, hashOf(body.token));
    if (!found) throw new AppError('PASSWORD_RESET_NOT_FOUND');
    if (found.usedAt || found.expiresAt <= new Date()) throw new AppError('PASSWORD_RESET_GONE');
    return found;
  });
  const password = body.password.trim().toLowerCase();
  if (password === link.email.toLowerCase() || password === link.documentNumber.toLowerCase()) {
    throw new ValidationError([{ path: 'password', message: passwordMessages.personal }]);
  }
  await assertPasswordNotCommon(body.password);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    if (!(await q.markUsed(tx, link.id))) throw new AppError('PASSWORD_RESET_GONE');
    await q.setPassword(tx, link.userId, passwordHash);
    const actor = { userId: link.userId, name: link.name, communityId: link.communityId, ip };
    await audit(tx, actor, {
      action: 'update',
      objectType: 'passwordReset',
      objectId: link.id,
      changes: { user: link.name, userId: link.userId, used: true },
    });
  });
}
